import { ConnectionError } from './connection-error';

// Set by the app, which has the texts (api/ reads none); until then a screen shows its own message.
let offlineText: (() => string) | undefined;

export function setOfflineText(text: (() => string) | undefined): void {
  offlineText = text;
}

// openapi-react-query throws the contract's `{ message }` body; a failed network throws an Error.
// No answer in time gets the screen's own message, as a failed network does: the same words then
// fit a read (a list read by POST) and a save. `server: false` is for a screen whose failure text the
// spec fixes: the server's words are not shown, the offline text still is.
export function errorMessage(error: unknown, fallback: string, { server = true } = {}): string {
  if (error instanceof ConnectionError) {
    return error.failure === 'offline' && offlineText ? offlineText() : fallback;
  }
  if (server && typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message.trim() && !(error instanceof TypeError)) {
      return message;
    }
  }
  return fallback;
}

// The message stays empty when the server sent none, so that `errorMessage` falls back to the screen's own.
export function serverError(error: unknown): Error {
  const message =
    typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
      ? error.message
      : '';
  return new Error(message);
}

interface FetchResult<Data> {
  data?: Data;
  error?: unknown;
}

/** What an openapi-fetch call answered, or the server's error thrown (for a query or a mutation). */
export async function unwrap<Data>(call: Promise<FetchResult<Data>>): Promise<Data> {
  const { data, error } = await call;
  if (error !== undefined || data === undefined) throw serverError(error);
  return data;
}
