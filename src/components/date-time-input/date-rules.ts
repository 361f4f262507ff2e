import { compareDates, type IsoDate } from './calendar-date';
import { parseDate } from './date-format';

/** Which days may be chosen: none before `min`, none after `max`, none of `excluded`. */
export interface DateLimits {
  min?: IsoDate | undefined;
  max?: IsoDate | undefined;
  excluded?: readonly IsoDate[] | undefined;
}

/** What the input reports through `onError` when the typed date cannot be used (spec section 5). */
export interface DateInputError {
  code: 1;
  message: string;
}

export const DATE_INPUT_NOT_VALID: DateInputError = { code: 1, message: 'Date input not valid' };

/** A day outside min and max, or an excluded one, is disabled: it cannot be chosen. */
export function isDateDisabled(date: IsoDate, { min, max, excluded = [] }: DateLimits): boolean {
  if (min !== undefined && compareDates(date, min) < 0) return true;
  if (max !== undefined && compareDates(date, max) > 0) return true;
  return excluded.includes(date);
}

/** The nearest day within min and max (a starting point for the calendar; it may still be excluded). */
export function clampDate(date: IsoDate, { min, max }: DateLimits): IsoDate {
  if (min !== undefined && compareDates(date, min) < 0) return min;
  if (max !== undefined && compareDates(date, max) > 0) return max;
  return date;
}

export type TypedDate = { kind: 'empty' } | { kind: 'valid'; date: IsoDate } | { kind: 'invalid' };

/**
 * What a typed text means: nothing, a day that may be chosen, or not valid (unreadable, no such
 * day, or a disabled day, which typing cannot choose either).
 */
export function readTypedDate(text: string, format: string, limits: DateLimits): TypedDate {
  if (!text.trim()) return { kind: 'empty' };
  const date = parseDate(text, format);
  if (date === null || isDateDisabled(date, limits)) return { kind: 'invalid' };
  return { kind: 'valid', date };
}
