// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callsFreeForEvent,
  draftOf,
  draftProblems,
  durationChoices,
  emptyDraft,
  eventRequest,
  type CallEvent,
} from './event-draft';
import type { CalendarEvent } from './schedule-events';
import { contractPaths, requestProblems } from '@/test/contract';

beforeAll(() => contractPaths(), 60_000);

const ZONE = 'America/Los_Angeles';
const rules = {
  today: '2026-11-24',
  max: '2027-11-24',
  now: new Date('2026-11-24T18:00:00Z'),
  timeZone: ZONE,
};
const draft = {
  ...emptyDraft(),
  callId: '6650a1f2c3d4e5f611110006',
  title: 'Call back Lucía',
  when: '2026-11-26T09:30',
};

const callEvent: CallEvent = {
  type: 'appointment',
  title: 'Cleaning',
  start: '2026-11-24T18:15:00Z',
  end: '2026-11-24T19:00:00Z',
};

const boardEvent: CalendarEvent = {
  id: 'evt_2p7Hk41QmZ',
  title: 'Cleaning and exam – Jordan Lee',
  start: '2026-11-24T10:15:00-08:00',
  end: '2026-11-24T11:15:00-08:00',
  status: 'confirmed',
  source: 'agent',
  attendeeName: 'Jordan Lee',
  attendeePhone: '+14155550198',
  callId: '6650a1f2c3d4e5f611110001',
  functionId: null,
};

describe('a schedule event typed on the board', () => {
  it('becomes an update_event body in UTC that the contract takes, ending after its duration', async () => {
    const body = eventRequest({ ...draft, notes: '  ', duration: 45 }, ZONE);
    expect(body).toEqual({
      callId: draft.callId,
      event: {
        type: 'appointment',
        title: 'Call back Lucía',
        start: '2026-11-26T17:30:00Z',
        end: '2026-11-26T18:15:00Z',
        timeZone: ZONE,
        status: 'confirmed',
      },
    });
    expect(await requestProblems('post', '/calls/update_event', body)).toBeNull();
    const cancelled = eventRequest({ ...draft, notes: 'Asked to move' }, ZONE, 'cancelled');
    expect(cancelled?.event).toMatchObject({ status: 'cancelled', notes: 'Asked to move' });
    expect(await requestProblems('post', '/calls/update_event', cancelled)).toBeNull();
  });

  it('has no body without a date and a time', () => {
    expect(eventRequest({ ...draft, when: null }, ZONE)).toBeNull();
    expect(eventRequest({ ...draft, when: '2026-11-26' }, ZONE)).toBeNull();
  });

  it('is refused before today, after the last day, in the past, or without call, title or time', () => {
    expect(draftProblems(draft, rules)).toEqual([]);
    expect(draftProblems({ ...draft, when: '2026-11-23T09:30' }, rules)).toEqual(['date']);
    expect(draftProblems({ ...draft, when: '2027-11-25T09:30' }, rules)).toEqual(['date']);
    // 9:30 in Los Angeles is 17:30 UTC, before the 18:00 UTC "now".
    expect(draftProblems({ ...draft, when: '2026-11-24T09:30' }, rules)).toEqual(['past']);
    expect(draftProblems({ ...draft, when: '2026-11-24T10:30' }, rules)).toEqual([]);
    expect(draftProblems({ ...draft, when: '2026-11-26' }, rules)).toEqual(['time']);
    expect(draftProblems({ ...draft, callId: '', title: ' ' }, rules)).toEqual(['call', 'title']);
  });

  it('opens a board event for a move in the board’s wall clock, with its call’s kind and notes', () => {
    const call = { event: { ...callEvent, type: 'callback' as const, notes: 'Bring X-rays' } };
    expect(draftOf(boardEvent, call, ZONE)).toEqual({
      callId: boardEvent.callId,
      type: 'callback',
      title: boardEvent.title,
      when: '2026-11-24T10:15',
      duration: 60,
      notes: 'Bring X-rays',
    });
    expect(draftOf(boardEvent, undefined, ZONE)).toMatchObject({ type: 'appointment', notes: '' });
  });

  it('offers only calls without a live event, and keeps an odd duration among the choices', () => {
    const calls = [
      { id: 'a', event: null },
      { id: 'b', event: { ...callEvent, status: 'cancelled' as const } },
      { id: 'c', event: { ...callEvent, status: 'confirmed' as const } },
      { id: 'd', event: callEvent },
    ];
    expect(callsFreeForEvent(calls).map((call) => call.id)).toEqual(['a', 'b']);
    expect(durationChoices(50)).toEqual([15, 30, 45, 50, 60, 90, 120]);
    expect(durationChoices(30)).toEqual([15, 30, 45, 60, 90, 120]);
  });
});
