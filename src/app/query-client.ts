import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Only a network failure (an Error) is worth asking again; an error answer is final.
        retry: (failureCount, error) => error instanceof Error && failureCount < 2,
      },
    },
  });
}
