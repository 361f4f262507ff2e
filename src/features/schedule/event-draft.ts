import type { components } from '@/api/schema.gen';
import { compareDates, type IsoDate } from '@/components/date-time-input/calendar-date';
import { joinDateTime, splitDateTime } from '@/components/date-time-input/date-time-value';
import { utcToWallClock, wallClockToUtc } from '@/lib/zoned-time';
import type { CalendarEvent } from './schedule-events';
import type { Call } from '@/api/models/schemas';

export type { Call } from '@/api/models/schemas';

export type CallEvent = components['schemas']['CallEvent'];
export type EventType = CallEvent['type'];

export const EVENT_TYPES: readonly EventType[] = ['appointment', 'callback', 'follow_up'];
export const DURATIONS: readonly number[] = [15, 30, 45, 60, 90, 120];
const DEFAULT_DURATION = 30;

export interface EventDraft {
  callId: string;
  type: EventType;
  title: string;
  // Wall-clock `YYYY-MM-DDTHH:mm` in the board's time zone, as the date-time input holds it.
  when: string | null;
  duration: number;
  notes: string;
}

export type DraftProblem = 'call' | 'title' | 'date' | 'time' | 'past';

export const emptyDraft = (): EventDraft => ({
  callId: '',
  type: 'appointment',
  title: '',
  when: null,
  duration: DEFAULT_DURATION,
  notes: '',
});

// The board's event lacks the kind and the notes: the call's own event has them.
export function draftOf(
  event: CalendarEvent,
  call: Pick<Call, 'event'> | undefined,
  timeZone: string,
): EventDraft {
  const wall = utcToWallClock(event.start, timeZone);
  const minutes = Math.round((Date.parse(event.end) - Date.parse(event.start)) / 60_000);
  return {
    callId: event.callId ?? '',
    type: call?.event?.type ?? 'appointment',
    title: event.title,
    when: wall ? joinDateTime(wall.date, wall.time) : null,
    duration: Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_DURATION,
    notes: call?.event?.notes ?? '',
  };
}

export const durationChoices = (current: number): number[] =>
  [...new Set([...DURATIONS, current])].sort((a, b) => a - b);

// A new event goes on a call without a live one: creating never overwrites a booking.
export const callsFreeForEvent = <T extends Pick<Call, 'event'>>(calls: readonly T[]): T[] =>
  calls.filter((call) => !call.event || call.event.status === 'cancelled');

export function draftProblems(
  draft: EventDraft,
  { today, max, now, timeZone }: { today: IsoDate; max: IsoDate; now: Date; timeZone: string },
): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (!draft.callId) problems.push('call');
  if (!draft.title.trim()) problems.push('title');
  const { date, time } = splitDateTime(draft.when);
  if (date === null || compareDates(date, today) < 0 || compareDates(date, max) > 0) problems.push('date');
  else if (time === null) problems.push('time');
  else {
    const start = wallClockToUtc({ date, time }, timeZone);
    if (start === null || Date.parse(start) <= now.getTime()) problems.push('past');
  }
  return problems;
}

export function eventRequest(
  draft: EventDraft,
  timeZone: string,
  status: NonNullable<CallEvent['status']> = 'confirmed',
): { callId: string; event: CallEvent } | null {
  const { date, time } = splitDateTime(draft.when);
  if (date === null || time === null) return null;
  const start = wallClockToUtc({ date, time }, timeZone);
  if (start === null) return null;
  const end = new Date(Date.parse(start) + draft.duration * 60_000).toISOString().replace('.000Z', 'Z');
  const notes = draft.notes.trim();
  return {
    callId: draft.callId,
    event: {
      type: draft.type,
      title: draft.title.trim(),
      start,
      end,
      timeZone,
      status,
      ...(notes ? { notes } : {}),
    },
  };
}
