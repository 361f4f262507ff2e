import { describe, expect, it } from 'vitest';
import type { Call } from './calls-queries';
import { liveFingerprint, liveOrder } from './live-calls-model';

const call = (
  id: string,
  status: Call['status'],
  startedAt: string | null,
  extra: Partial<Call> = {},
): Call => ({
  id,
  agent: '6650a1f2c3d4e5f6bbbb0001',
  agentName: 'Dental Receptionist',
  direction: 'outbound',
  from: '+14155550123',
  to: '+14155550198',
  status,
  scheduledAt: null,
  startedAt,
  endedAt: null,
  duration: 0,
  cost: 0,
  currency: 'USD',
  lead: null,
  leadName: null,
  campaign: null,
  summary: '',
  sentiment: null,
  outcome: null,
  feedback: null,
  event: null,
  queuePosition: null,
  transcription: '',
  recordURL: '',
  createdAt: '2026-11-20T16:00:00Z',
  updatedAt: '2026-11-20T16:00:00Z',
  ...extra,
});

describe('liveOrder', () => {
  it('puts calls on the line first, then ringing ones, the longest running first', () => {
    const calls = [
      call('a', 'ringing', '2026-11-20T16:05:00Z'),
      call('b', 'in-progress', '2026-11-20T16:04:00Z'),
      call('c', 'in-progress', '2026-11-20T16:01:00Z'),
      call('d', 'ringing', null),
    ];
    expect(liveOrder(calls).map((item) => item.id)).toEqual(['c', 'b', 'd', 'a']);
  });
});

describe('liveFingerprint', () => {
  const live = [call('a', 'ringing', '2026-11-20T16:05:00Z')];
  const queued = [call('q', 'queued', null, { queuePosition: 1 })];

  it('stays the same when nothing changed', () => {
    expect(liveFingerprint(live, queued)).toBe(liveFingerprint([...live], [...queued]));
  });

  it('changes when a call starts, ends, moves in the queue or is edited', () => {
    const before = liveFingerprint(live, queued);
    expect(liveFingerprint([call('a', 'in-progress', '2026-11-20T16:05:00Z')], queued)).not.toBe(before);
    expect(liveFingerprint([], queued)).not.toBe(before);
    expect(liveFingerprint(live, [call('q', 'queued', null, { queuePosition: 2 })])).not.toBe(before);
    expect(
      liveFingerprint(live, [call('q', 'queued', null, { queuePosition: 1, updatedAt: 'later' })]),
    ).not.toBe(before);
  });
});
