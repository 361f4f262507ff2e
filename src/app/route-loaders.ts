import type { QueryClient, QueryFunctionContext, QueryKey } from '@tanstack/react-query';

// `queryFn` is a method (checked bivariantly), so that every screen's own typed fetch fits.
export interface ScreenQuery {
  queryKey: QueryKey;
  queryFn?(context: QueryFunctionContext): unknown;
}

// Neither waits nor throws: the screen mounts at once and joins the running fetch. Waiting would hold the
// previous screen through the retry delay, then mount on a failed query that `retryOnMount` asks again.
export function loadQueries(queryClient: QueryClient, queries: readonly ScreenQuery[]): void {
  void Promise.allSettled(queries.map((query) => queryClient.query(query)));
}
