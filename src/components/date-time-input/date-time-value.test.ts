import { describe, expect, it } from 'vitest';
import { joinDateTime, splitDateTime } from './date-time-value';

describe('the value of the date-time input', () => {
  it('splits into a day and a time', () => {
    expect(splitDateTime('2026-11-23T09:30')).toEqual({ date: '2026-11-23', time: '09:30' });
    expect(splitDateTime('2026-11-23')).toEqual({ date: '2026-11-23', time: null });
    expect(splitDateTime(null)).toEqual({ date: null, time: null });
    expect(splitDateTime('2026-02-30T25:00')).toEqual({ date: null, time: null });
  });

  it('joins back', () => {
    expect(joinDateTime('2026-11-23', '09:30')).toBe('2026-11-23T09:30');
    expect(joinDateTime('2026-11-23', null)).toBe('2026-11-23');
  });
});
