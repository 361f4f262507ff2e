import type { QueryClient, QueryFunctionContext, QueryKey } from '@tanstack/react-query';

/**
 * The options a screen reads (`useQuery(options)`), as far as its loader needs them: the key and
 * the fetch, whatever their types (a method, so that every screen's own fetch fits). The rest of
 * the options (a query's own `retry`) goes along as it is.
 */
export interface ScreenQuery {
  queryKey: QueryKey;
  queryFn?(context: QueryFunctionContext): unknown;
}

/**
 * Starts the reads a screen shows first, from its route's `loader`: on the hover or focus of a
 * link (`defaultPreload: 'intent'`) and on the way in. `queryClient.query` (which replaces the
 * deprecated `ensureQueryData`) asks nothing for data cached and fresh, and refreshes stale data
 * behind what is shown: a screen seen or hovered before paints at once, without a loading state.
 *
 * It neither waits nor throws. The screen mounts at once, draws its own loading state and joins
 * the fetch already running, so a failing read is asked as often as before: once, and once more
 * after a 5xx (the query client's retry runs inside that one fetch); then the screen shows its own
 * error with Try again. Waiting here would hold the previous screen (then the router's spinner)
 * through the retry delay, and mount the screen on a query that has already failed, which
 * `retryOnMount` would ask yet again.
 */
export function loadQueries(queryClient: QueryClient, queries: readonly ScreenQuery[]): void {
  void Promise.allSettled(queries.map((query) => queryClient.query(query)));
}
