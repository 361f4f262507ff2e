/**
 * Errors reach callers as the contract's error body `{ message }` (openapi-react-query throws it),
 * or as an Error when the network failed. This turns either into the sentence to show.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message.trim() && !(error instanceof TypeError)) {
      return message;
    }
  }
  return fallback;
}
