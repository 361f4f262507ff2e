import { serverError } from './errors';

// A call beyond the spec (a proposal, DESIGN.md) that the server does not have answers 404 or 501:
// the read then holds null, and the feature hides with no error.
const unsupported = (status: number) => status === 404 || status === 501;

/** A proposal's `{ data }`, or null where the server does not serve it; any other failure throws. */
export async function proposalData<Data>(
  call: Promise<{ data?: { data: Data }; error?: unknown; response: Response }>,
): Promise<Data | null> {
  const { data, error, response } = await call;
  if (unsupported(response.status)) return null;
  if (!data) throw serverError(error);
  return data.data;
}
