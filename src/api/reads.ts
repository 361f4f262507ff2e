import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** What a change makes stale: a query's options, or `everyRead` of them. */
export interface Read {
  queryKey: QueryKey;
}

// The typed client keys a read `[method, path, params]`: its first two parts name the operation.
export const everyRead = (options: { queryKey: readonly [unknown, unknown, ...unknown[]] }): Read => ({
  queryKey: options.queryKey.slice(0, 2),
});

/** Resolves once the reads on screen are read again; the others are only marked stale. */
export async function invalidate(queryClient: QueryClient, reads: readonly Read[]): Promise<void> {
  await Promise.all(reads.map(({ queryKey }) => queryClient.invalidateQueries({ queryKey })));
}
