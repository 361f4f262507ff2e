import { keepPreviousData } from '@tanstack/react-query';
import { $api } from '@/api/queries';
import type { components, paths } from '@/api/schema.gen';
import type { CallFetchQuery } from './call-search';
import { LIVE_STATUSES, type LiveStatus } from './live-calls-model';
import type { Call } from '@/api/models/schemas';

export type { Call } from '@/api/models/schemas';

// The reads the calls route's loader makes, apart from calls-queries.ts: that loader stays in the
// entry (src/routes/_app/_guarded/calls.tsx), and a module the entry imports comes whole, the
// calls' changes and their exports included, on every first paint, the sign-in screen's too.

export type CallFeedback = components['schemas']['CallFeedback'];
export type CallsResponse = paths['/calls/fetch']['post']['responses'][200]['content']['application/json'];

export const callListQuery = (body: CallFetchQuery) => ({
  ...$api.queryOptions('post', '/calls/fetch', { body }),
  placeholderData: keepPreviousData,
});

/** The contract's largest page. */
export const QUEUE_LIMIT = 200;

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

export function queuedCalls(response: CallsResponse): Call[] {
  return response.data.data
    .filter((call) => call.status === 'queued')
    .sort(
      (a, b) => (a.queuePosition ?? Number.MAX_SAFE_INTEGER) - (b.queuePosition ?? Number.MAX_SAFE_INTEGER),
    );
}

export const liveCallsQuery = (status: LiveStatus) =>
  $api.queryOptions('post', '/calls/fetch', {
    body: { status, sortBy: 'startedAt', sortOrder: 'asc', pageIndex: 0, pageSize: QUEUE_LIMIT },
  });

/** What the live calls poll: calls on the line, ringing, and the whole queue. */
export const liveQueries = () => [...LIVE_STATUSES.map(liveCallsQuery), queueQuery()];

export const agentsQuery = () => $api.queryOptions('get', '/agents');
