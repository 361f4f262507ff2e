import {
  addDays,
  addYears,
  endOfWeek,
  startOfWeek,
  toUtcDate,
  type IsoDate,
} from '@/components/date-time-input/calendar-date';
import type { ScheduleView } from './schedule-search';

/** The days the board reads and shows, both ends included. */
export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

export interface BoardLimits {
  min: IsoDate;
  max: IsoDate;
}

/**
 * How far the board goes from today: one year back (past bookings) and one year ahead. The
 * contract sets no limit; this window is what the date input offers, days outside it disabled.
 */
export function boardLimits(today: IsoDate): BoardLimits {
  return { min: addYears(today, -1), max: addYears(today, 1) };
}

/** The day itself, or its week from Sunday to Saturday. */
export function rangeOf(view: ScheduleView, date: IsoDate): DateRange {
  return view === 'day' ? { start: date, end: date } : { start: startOfWeek(date), end: endOfWeek(date) };
}

export const clampToLimits = (date: IsoDate, { min, max }: BoardLimits): IsoDate =>
  date < min ? min : date > max ? max : date;

/**
 * The day shown after Previous (-1) or Next (+1): a day or a week away, kept within the window.
 * `null` when the period it leads to lies wholly outside the window.
 */
export function stepDate(
  view: ScheduleView,
  date: IsoDate,
  direction: -1 | 1,
  limits: BoardLimits,
): IsoDate | null {
  const next = addDays(date, direction * (view === 'day' ? 1 : 7));
  const range = rangeOf(view, next);
  if (range.end < limits.min || range.start > limits.max) return null;
  return clampToLimits(next, limits);
}

/** `Monday, November 23, 2026` for a day, `November 22 – 28, 2026` for a week. */
export function rangeLabel(view: ScheduleView, range: DateRange, locale: string): string {
  if (view === 'day') {
    return new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(toUtcDate(range.start));
  }
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(toUtcDate(range.start), toUtcDate(range.end));
}
