import {
  addDays,
  addMonths,
  addYears,
  endOfWeek,
  startOfWeek,
  type IsoDate,
  type WeekDay,
} from './calendar-date';

/**
 * Where a key moves the focused day of the calendar grid (the ARIA date picker dialog pattern):
 * arrows by a day or a week, Home and End to the ends of the week, Page Up and Page Down by a
 * month, with Shift by a year. `null` for any other key.
 */
export function moveByKey(
  key: string,
  shiftKey: boolean,
  date: IsoDate,
  weekStartsOn: WeekDay = 0,
): IsoDate | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return startOfWeek(date, weekStartsOn);
    case 'End':
      return endOfWeek(date, weekStartsOn);
    case 'PageUp':
      return shiftKey ? addYears(date, -1) : addMonths(date, -1);
    case 'PageDown':
      return shiftKey ? addYears(date, 1) : addMonths(date, 1);
    default:
      return null;
  }
}
