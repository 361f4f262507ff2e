import { compareDates, type IsoDate } from './calendar-date';
import { parseDate } from './date-format';

export interface DateLimits {
  min?: IsoDate | undefined;
  max?: IsoDate | undefined;
  excluded?: readonly IsoDate[] | undefined;
}

export interface DateInputError {
  code: 1;
  message: string;
}

export const DATE_INPUT_NOT_VALID: DateInputError = { code: 1, message: 'Date input not valid' };

export function isDateDisabled(date: IsoDate, { min, max, excluded = [] }: DateLimits): boolean {
  if (min !== undefined && compareDates(date, min) < 0) return true;
  if (max !== undefined && compareDates(date, max) > 0) return true;
  return excluded.includes(date);
}

export function clampDate(date: IsoDate, { min, max }: DateLimits): IsoDate {
  if (min !== undefined && compareDates(date, min) < 0) return min;
  if (max !== undefined && compareDates(date, max) > 0) return max;
  return date;
}

export type TypedDate = { kind: 'empty' } | { kind: 'valid'; date: IsoDate } | { kind: 'invalid' };

export function readTypedDate(text: string, format: string, limits: DateLimits): TypedDate {
  if (!text.trim()) return { kind: 'empty' };
  const date = parseDate(text, format);
  if (date === null || isDateDisabled(date, limits)) return { kind: 'invalid' };
  return { kind: 'valid', date };
}
