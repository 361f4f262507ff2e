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

  it('tells the day of an instant in a time zone', () => {
    const instant = new Date('2026-11-23T05:30:00Z');
    expect(dateInZone(instant, 'America/Los_Angeles')).toBe('2026-11-22');
    expect(dateInZone(instant, 'Europe/Madrid')).toBe('2026-11-23');
    expect(todayIn('Asia/Tokyo', new Date('2026-11-23T20:00:00Z'))).toBe('2026-11-24');
    // An unknown zone falls back to the browser's instead of throwing.
    expect(isIsoDate(dateInZone(instant, 'Not/AZone'))).toBe(true);
  });
});
