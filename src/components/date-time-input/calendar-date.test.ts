import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  dateInZone,
  dayOfWeek,
  daysBetween,
  endOfWeek,
  isIsoDate,
  monthWeeks,
  parseIsoDate,
  startOfWeek,
  todayIn,
} from './calendar-date';

describe('calendar dates', () => {
  it('reads only real days', () => {
    expect(parseIsoDate('2026-11-23')).toEqual({ year: 2026, month: 11, day: 23 });
    expect(parseIsoDate('2028-02-29')).not.toBeNull();
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('2026-04-31')).toBeNull();
    expect(parseIsoDate('2026-13-01')).toBeNull();
    expect(parseIsoDate('2026-1-01')).toBeNull();
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate(20261123)).toBe(false);
  });

  it('adds days across months, years and daylight saving changes', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-11-01', 7)).toBe('2026-11-08');
  });

  it('adds months and years, keeping the day or the end of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2026-03-31', -13)).toBe('2025-02-28');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
  });

  it('finds the week of a day, Sunday first by default', () => {
    expect(dayOfWeek('2026-11-23')).toBe(1);
    expect(startOfWeek('2026-11-23')).toBe('2026-11-22');
    expect(endOfWeek('2026-11-23')).toBe('2026-11-28');
    expect(startOfWeek('2026-11-22')).toBe('2026-11-22');
    expect(startOfWeek('2026-11-22', 1)).toBe('2026-11-16');
    expect(startOfWeek('2027-01-01')).toBe('2026-12-27');
  });

  it('lists the days of a range, both ends included', () => {
    expect(daysBetween('2026-11-29', '2026-12-02')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(daysBetween('2026-11-23', '2026-11-23')).toEqual(['2026-11-23']);
    expect(daysBetween('2026-11-24', '2026-11-23')).toEqual([]);
  });

  it('lays out a month in weeks with blanks for the neighbouring months', () => {
    const weeks = monthWeeks('2026-11-23');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    // February 2026 starts on a Sunday and fills exactly four weeks.
    expect(monthWeeks('2026-02-10')).toHaveLength(4);
    // August 2026 starts on a Saturday and needs six rows.
    const august = monthWeeks('2026-08-01');
    expect(august).toHaveLength(6);
    expect(august[0]?.slice(5)).toEqual([null, '2026-08-01']);
  });

  it('tells the day of an instant in a time zone', () => {
    const instant = new Date('2026-11-23T05:30:00Z');
    expect(dateInZone(instant, 'America/Los_Angeles')).toBe('2026-11-22');
    expect(dateInZone(instant, 'Europe/Madrid')).toBe('2026-11-23');
    expect(todayIn('Asia/Tokyo', new Date('2026-11-23T20:00:00Z'))).toBe('2026-11-24');
    // An unknown zone falls back to the browser's instead of throwing.
    expect(isIsoDate(dateInZone(instant, 'Not/AZone'))).toBe(true);
  });
});
