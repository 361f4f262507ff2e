import type { components } from '@/api/schema.gen';
import { dateInZone, daysBetween, toUtcDate, type IsoDate } from '@/components/date-time-input/calendar-date';
import { dateTimeFormat } from '@/lib/intl-cache';
import type { DateRange } from './schedule-range';

export type CalendarEvent = components['schemas']['AgentCalendarEvent'];

export interface DaySchedule {
  date: IsoDate;
  events: CalendarEvent[];
}

const startTime = (event: CalendarEvent) => new Date(event.start).getTime();

export function scheduleDays(
  events: readonly CalendarEvent[],
  range: DateRange,
  timeZone: string,
): DaySchedule[] {
  const byDay = new Map<IsoDate, CalendarEvent[]>(
    daysBetween(range.start, range.end).map((day) => [day, []]),
  );
  for (const event of events) {
    const start = new Date(event.start);
    if (Number.isNaN(start.getTime())) continue;
    byDay.get(dateInZone(start, timeZone))?.push(event);
  }
  return [...byDay].map(([date, list]) => ({
    date,
    events: list.sort((a, b) => startTime(a) - startTime(b)),
  }));
}

export const countEvents = (days: readonly DaySchedule[]): number =>
  days.reduce((total, day) => total + day.events.length, 0);

export function formatEventTime(event: CalendarEvent, timeZone: string, locale: string): string {
  const start = new Date(event.start);
  const end = new Date(event.end);
  if (Number.isNaN(start.getTime())) return event.start;
  const format = (zone: string | undefined) =>
    dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: zone });
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = format(timeZone);
  } catch {
    formatter = format(undefined);
  }
  return Number.isNaN(end.getTime()) || end < start
    ? formatter.format(start)
    : formatter.formatRange(start, end);
}

export function formatDayLabel(date: IsoDate, locale: string): string {
  return dateTimeFormat(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(toUtcDate(date));
}
