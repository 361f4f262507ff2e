import { queryOptions, useQuery } from '@tanstack/react-query';
import { createApiClients } from '@/api/client';
import { errorMessage } from '@/api/errors';
import type { Call } from '@/api/models/schemas';
import { readToken } from '@/lib/session/token';

export type { Call } from '@/api/models/schemas';

// Shared links stay out of the app's 401 flow: a visitor must never be bounced to /login. A refused
// token is dropped as everywhere else and the call read again without it; refused then too, the page
// asks for a sign-in instead of redirecting.
const { api: sharedLinkApi } = createApiClients({ onUnauthorized: () => undefined });

export class CallLoadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'CallLoadError';
  }
}

async function fetchCall(id: string, signal?: AbortSignal): Promise<Call> {
  const withToken = readToken() !== null;
  let result;
  try {
    result = await sharedLinkApi.GET('/calls/{id}', { params: { path: { id } }, signal });
  } catch (error) {
    throw new CallLoadError(0, errorMessage(error, ''));
  }
  const { data, error, response } = result;
  if (data?.data) return data.data;
  // Not left to the app's 401 flow, which re-reads only what is on screen when it runs: this read
  // may have started before the screen did (its route's loader).
  if (response.status === 401 && withToken && readToken() === null) return fetchCall(id, signal);
  throw new CallLoadError(response.status, errorMessage(error, ''));
}

export const callQuery = (id: string) =>
  queryOptions({
    // Under the prefix of `$api`'s read of the same call, so that a correction made in /calls, which
    // invalidates that read, reaches these pages too; the last part keeps the two caches apart (this
    // one holds the call itself, not its envelope).
    queryKey: ['get', '/calls/{id}', { params: { path: { id } } }, 'shared-link'],
    queryFn: ({ signal }) => fetchCall(id, signal),
    retry: false,
  });

export const useCall = (id: string) => useQuery(callQuery(id));
