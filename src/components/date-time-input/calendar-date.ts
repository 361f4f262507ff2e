// Years 1000 to 9999, so that the ISO strings sort as text; UTC days, so daylight saving never shifts a day.
export type IsoDate = string;

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

export type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidParts({ year, month, day }: DateParts): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1000 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

export const toIsoDate = ({ year, month, day }: DateParts): IsoDate =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

export function parseIsoDate(text: string): DateParts | null {
  const match = ISO.exec(text);
  if (!match) return null;
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidParts(parts) ? parts : null;
}

export const isIsoDate = (value: unknown): value is IsoDate =>
  typeof value === 'string' && parseIsoDate(value) !== null;

function partsOf(date: IsoDate): DateParts {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  return parts;
}

export function toUtcDate(date: IsoDate): Date {
  const { year, month, day } = partsOf(date);
  return new Date(Date.UTC(year, month - 1, day));
}

const fromUtcDate = (value: Date): IsoDate =>
  toIsoDate({ year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() });

export const addDays = (date: IsoDate, days: number): IsoDate =>
  fromUtcDate(new Date(toUtcDate(date).getTime() + days * DAY_MS));

export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = partsOf(date);
  const index = year * 12 + (month - 1) + months;
  const nextYear = Math.floor(index / 12);
  const nextMonth = index - nextYear * 12 + 1;
  return toIsoDate({
    year: nextYear,
    month: nextMonth,
    day: Math.min(day, daysInMonth(nextYear, nextMonth)),
  });
}

export const addYears = (date: IsoDate, years: number): IsoDate => addMonths(date, years * 12);

export const dayOfWeek = (date: IsoDate): WeekDay => toUtcDate(date).getUTCDay() as WeekDay;

export function startOfWeek(date: IsoDate, weekStartsOn: WeekDay = 0): IsoDate {
  return addDays(date, -((dayOfWeek(date) - weekStartsOn + 7) % 7));
}

export const endOfWeek = (date: IsoDate, weekStartsOn: WeekDay = 0): IsoDate =>
  addDays(startOfWeek(date, weekStartsOn), 6);

export const compareDates = (a: IsoDate, b: IsoDate): number => (a < b ? -1 : a > b ? 1 : 0);

export function daysBetween(start: IsoDate, end: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

export function dateInZone(instant: Date, timeZone?: string): IsoDate {
  const read = (zone: string | undefined) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    }).formatToParts(instant);
    const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
    return toIsoDate({ year: part('year'), month: part('month'), day: part('day') });
  };
  try {
    return read(timeZone);
  } catch {
    return read(undefined);
  }
}

export const todayIn = (timeZone?: string, now: Date = new Date()): IsoDate => dateInZone(now, timeZone);
