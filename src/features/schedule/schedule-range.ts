import {
  addDays,
  addYears,
  endOfWeek,
  startOfWeek,
  toUtcDate,
  type IsoDate,
} from '@/components/date-time-input/calendar-date';
import type { ScheduleView } from './schedule-search';

export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

export interface BoardLimits {
  min: IsoDate;
  max: IsoDate;
}

/** The contract sets no limit: one year back and ahead is what the date input offers. */
export function boardLimits(today: IsoDate): BoardLimits {
  return { min: addYears(today, -1), max: addYears(today, 1) };
}

export function rangeOf(view: ScheduleView, date: IsoDate): DateRange {
  return view === 'day' ? { start: date, end: date } : { start: startOfWeek(date), end: endOfWeek(date) };
}

export const clampToLimits = (date: IsoDate, { min, max }: BoardLimits): IsoDate =>
  date < min ? min : date > max ? max : date;

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
