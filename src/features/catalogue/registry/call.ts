import { serverError } from '@/api/errors';

/** What the typed client returns: the body's `data` on success, the error body otherwise. */
interface FetchResult<Data> {
  data?: Data;
  error?: unknown;
}

/** The result's data, or throws the server's error (`serverError`: its `message`, if any). */
export async function unwrap<Data>(call: Promise<FetchResult<Data>>): Promise<Data> {
  const { data, error } = await call;
  if (error !== undefined || data === undefined) throw serverError(error);
  return data;
}

/** A change's answer as the toast reads it: the server's `message` when it sent one. */
export async function changed(
  call: Promise<FetchResult<{ message?: string }>>,
): Promise<{ message?: string }> {
  const data = await unwrap(call);
  return { message: data.message };
}
