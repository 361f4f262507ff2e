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

/**
 * The contract's error body (`{ message }`) as an Error carrying the server's message (empty when
 * it sent none, so that `errorMessage` falls back to the screen's own sentence): what a mutation
 * throws after a typed call answered with an error.
 */
export function serverError(error: unknown): Error {
  const message =
    typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
      ? error.message
      : '';
  return new Error(message);
}
