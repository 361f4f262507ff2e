import { describe, expect, it } from 'vitest';
import { clampDate, DATE_INPUT_NOT_VALID, isDateDisabled, readTypedDate } from './date-rules';

const limits = { min: '2026-11-01', max: '2026-12-31', excluded: ['2026-11-26', '2026-12-25'] };

describe('disabled days', () => {
  it('are the days before min, after max and the excluded ones', () => {
    expect(isDateDisabled('2026-10-31', limits)).toBe(true);
    expect(isDateDisabled('2026-11-01', limits)).toBe(false);
    expect(isDateDisabled('2026-12-31', limits)).toBe(false);
    expect(isDateDisabled('2027-01-01', limits)).toBe(true);
    expect(isDateDisabled('2026-11-26', limits)).toBe(true);
    expect(isDateDisabled('2026-11-27', limits)).toBe(false);
  });

  it('are none without limits', () => {
    expect(isDateDisabled('1000-01-01', {})).toBe(false);
    expect(isDateDisabled('9999-12-31', { excluded: [] })).toBe(false);
  });

  it('clamp a starting day into min and max', () => {
    expect(clampDate('2026-10-01', limits)).toBe('2026-11-01');
    expect(clampDate('2027-03-01', limits)).toBe('2026-12-31');
    expect(clampDate('2026-11-26', limits)).toBe('2026-11-26');
  });
});

describe('a typed date', () => {
  it('is empty, valid or not valid', () => {
    expect(readTypedDate('  ', 'MM/dd/yyyy', limits)).toEqual({ kind: 'empty' });
    expect(readTypedDate('11/23/2026', 'MM/dd/yyyy', limits)).toEqual({ kind: 'valid', date: '2026-11-23' });
    expect(readTypedDate('11/31/2026', 'MM/dd/yyyy', limits)).toEqual({ kind: 'invalid' });
    expect(readTypedDate('soon', 'MM/dd/yyyy', limits)).toEqual({ kind: 'invalid' });
  });

  it('cannot choose a disabled day either', () => {
    expect(readTypedDate('11/26/2026', 'MM/dd/yyyy', limits)).toEqual({ kind: 'invalid' });
    expect(readTypedDate('01/02/2027', 'MM/dd/yyyy', limits)).toEqual({ kind: 'invalid' });
  });

  it('reports code 1 with the message of the spec', () => {
    expect(DATE_INPUT_NOT_VALID).toEqual({ code: 1, message: 'Date input not valid' });
  });
});
