import { useMemo } from 'react';
import { addDays, toUtcDate, type IsoDate, type WeekDay } from './calendar-date';

// A Sunday, to name the days of the week from.
const A_SUNDAY = '2026-11-22';

/** Month, weekday and day names of a locale, from Intl (no date library). */
export function useCalendarNames(locale: string, weekStartsOn: WeekDay = 0) {
  return useMemo(() => {
    const utc = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    const monthYear = utc({ month: 'long', year: 'numeric' });
    const fullDate = utc({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
    const short = utc({ weekday: 'short' });
    const long = utc({ weekday: 'long' });
    const weekdays = Array.from({ length: 7 }, (_, index) => {
      const date = toUtcDate(addDays(A_SUNDAY, (index + weekStartsOn) % 7));
      return { short: short.format(date), long: long.format(date) };
    });
    return {
      weekdays,
      monthYear: (date: IsoDate) => monthYear.format(toUtcDate(date)),
      fullDate: (date: IsoDate) => fullDate.format(toUtcDate(date)),
    };
  }, [locale, weekStartsOn]);
}
