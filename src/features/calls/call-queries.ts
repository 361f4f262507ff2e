import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { $api } from '@/api/queries';
import type { components, paths } from '@/api/schema.gen';
import type { CallFetchQuery } from './call-search';

export type Call = components['schemas']['Call'];
export type CallFeedback = components['schemas']['CallFeedback'];
export type CallsResponse = paths['/calls/fetch']['post']['responses'][200]['content']['application/json'];

/** One page of the call list (the previous page stays on screen while the next one loads). */
export const callListQuery = (body: CallFetchQuery) => ({
  ...$api.queryOptions('post', '/calls/fetch', { body }),
  placeholderData: keepPreviousData,
});

/** The most waiting calls one reorder can hold (the contract's largest page). */
export const QUEUE_LIMIT = 200;

/** The queue of waiting outbound calls: queued calls in queue order, of one agent or all. */
export const queueBody = (agentId?: string): CallFetchQuery => ({
  ...(agentId ? { agentId } : {}),
  status: 'queued',
  sortBy: 'queuePosition',
  sortOrder: 'asc',
  pageIndex: 0,
  pageSize: QUEUE_LIMIT,
});

export const queueQuery = (agentId?: string) =>
  $api.queryOptions('post', '/calls/fetch', { body: queueBody(agentId) });

/** The queued calls of a page, in queue order (whatever else a server or mock sends is left out). */
export function queuedCalls(response: CallsResponse): Call[] {
  return response.data.data
    .filter((call) => call.status === 'queued')
    .sort(
      (a, b) => (a.queuePosition ?? Number.MAX_SAFE_INTEGER) - (b.queuePosition ?? Number.MAX_SAFE_INTEGER),
    );
}

export const agentsQuery = () => $api.queryOptions('get', '/agents');

/** Every cached page of calls and the queue, after a change. */
export function invalidateCalls(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['post', '/calls/fetch'] });
}
