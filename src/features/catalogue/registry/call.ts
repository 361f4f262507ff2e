/** What the typed client returns: the body's `data` on success, the error body otherwise. */
interface FetchResult<Data> {
  data?: Data;
  error?: unknown;
}

function serverMessage(error: unknown): string {
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return error.message;
  }
  return '';
}

/**
 * The result's data, or throws an Error carrying the server's `message` (empty when it sent
 * none, so that `errorMessage` falls back to the screen's own sentence).
 */
export async function unwrap<Data>(call: Promise<FetchResult<Data>>): Promise<Data> {
  const { data, error } = await call;
  if (error !== undefined || data === undefined) throw new Error(serverMessage(error));
  return data;
}

/** A change's answer as the toast reads it: the server's `message` when it sent one. */
export async function changed(
  call: Promise<FetchResult<{ message?: string }>>,
): Promise<{ message?: string }> {
  const data = await unwrap(call);
  return { message: data.message };
}
