import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_FORMAT, formatDate, formatHint, fullDate, parseDate } from './date-format';

describe('MM/dd/yyyy, the default format', () => {
  it('is the default', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('MM/dd/yyyy');
    expect(formatHint()).toBe('MM/DD/YYYY');
  });

  it('formats a day with two-digit month and day', () => {
    expect(formatDate('2026-11-23')).toBe('11/23/2026');
    expect(formatDate('2026-01-05')).toBe('01/05/2026');
    expect(formatDate('not a date')).toBe('');
  });

  it('reads typed days, with or without leading zeros and around spaces', () => {
    expect(parseDate('11/23/2026')).toBe('2026-11-23');
    expect(parseDate('1/5/2026')).toBe('2026-01-05');
    expect(parseDate(' 02/29/2028 ')).toBe('2028-02-29');
  });

  it('refuses what is not a real day in that format', () => {
    for (const text of [
      '',
      'hello',
      '13/01/2026',
      '02/30/2026',
      '02/29/2026',
      '00/10/2026',
      '11/23/26',
      '2026-11-23',
      '11-23-2026',
      '11/23/2026x',
      '111/23/2026',
    ]) {
      expect(parseDate(text), text).toBeNull();
    }
  });
});

describe('other formats', () => {
  it('follows the order and the separators of the pattern', () => {
    expect(formatDate('2026-11-23', 'dd.MM.yyyy')).toBe('23.11.2026');
    expect(parseDate('23.11.2026', 'dd.MM.yyyy')).toBe('2026-11-23');
    expect(parseDate('23/11/2026', 'dd.MM.yyyy')).toBeNull();
    expect(formatDate('2026-11-23', 'yyyy-MM-dd')).toBe('2026-11-23');
    expect(parseDate('2026-11-23', 'yyyy-MM-dd')).toBe('2026-11-23');
  });

  it('reads nothing with a pattern that lacks a field', () => {
    expect(parseDate('11/2026', 'MM/yyyy')).toBeNull();
  });
});

describe('a day in full', () => {
  it('reads as the locale writes it, whatever the time zone', () => {
    expect(fullDate('2026-11-23', 'en-US')).toBe('Monday, November 23, 2026');
    expect(fullDate('2026-11-01', 'es')).toBe('domingo, 1 de noviembre de 2026');
  });
});
