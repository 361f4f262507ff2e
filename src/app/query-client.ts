import { QueryClient } from '@tanstack/react-query';
import { httpStatusOf, isDeliberateFailure } from '@/api/error-status';

/** fetch rejects with a TypeError when the request never got an answer. */
const isNetworkFailure = (error: unknown): boolean => error instanceof TypeError;

const isServerFailure = (error: unknown): boolean => {
  const status = httpStatusOf(error);
  return status !== undefined && status >= 500;
};

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isDeliberateFailure(error)) return false;
  if (isServerFailure(error)) return failureCount < 1;
  if (isNetworkFailure(error)) return failureCount < 2;
  return false;
}

export const retryDelayMs = (failureCount: number): number => Math.min(1000 * 2 ** failureCount, 8000);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
        retryDelay: retryDelayMs,
      },
      // A write that failed may still have been done: sending it again could do it twice. Offline a
      // write fails at once (src/api/write-limit.ts) instead of waiting, paused, to be sent unseen later.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
