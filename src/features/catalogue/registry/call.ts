import { unwrap } from '@/api/errors';

export async function changed(call: Promise<{ data?: { message?: string }; error?: unknown }>) {
  const data = await unwrap(call);
  return { message: data.message };
}
