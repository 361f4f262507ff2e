import { serverError } from '@/api/errors';

interface FetchResult<Data> {
  data?: Data;
  error?: unknown;
}

export async function unwrap<Data>(call: Promise<FetchResult<Data>>): Promise<Data> {
  const { data, error } = await call;
  if (error !== undefined || data === undefined) throw serverError(error);
  return data;
}

export async function changed(
  call: Promise<FetchResult<{ message?: string }>>,
): Promise<{ message?: string }> {
  const data = await unwrap(call);
  return { message: data.message };
}
