import type { Call } from '@/api/models/schemas';

export const LIVE_STATUSES = ['in-progress', 'ringing'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

/** Changes whenever a call starts, ends, moves in the queue or is edited. */
export const liveFingerprint = (live: readonly Call[], queued: readonly Call[]): string =>
  [...live, ...queued]
    .map((call) => `${call.id}:${call.status}:${call.queuePosition ?? ''}:${call.updatedAt}`)
    .join('|');

/** In progress first, then ringing; each the longest running first. */
export function liveOrder(calls: readonly Call[]): Call[] {
  const rank = (call: Call) => (call.status === 'in-progress' ? 0 : 1);
  const started = (call: Call) => call.startedAt ?? call.createdAt;
  return [...calls].sort((a, b) => rank(a) - rank(b) || started(a).localeCompare(started(b)));
}
