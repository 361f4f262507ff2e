import { describe, expect, it } from 'vitest';
import { boardLimits, clampToLimits, rangeLabel, rangeOf, stepDate } from './schedule-range';

const limits = boardLimits('2026-11-23');

describe('the range of the board', () => {
  it('is the day itself in day view', () => {
    expect(rangeOf('day', '2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-23' });
  });

  it('is the week from Sunday to Saturday in week view', () => {
    expect(rangeOf('week', '2026-11-23')).toEqual({ start: '2026-11-22', end: '2026-11-28' });
    expect(rangeOf('week', '2026-11-22')).toEqual({ start: '2026-11-22', end: '2026-11-28' });
    expect(rangeOf('week', '2026-11-28')).toEqual({ start: '2026-11-22', end: '2026-11-28' });
    expect(rangeOf('week', '2026-12-31')).toEqual({ start: '2026-12-27', end: '2027-01-02' });
  });

  it('reads as a sentence', () => {
    expect(rangeLabel('day', rangeOf('day', '2026-11-23'), 'en-US')).toBe('Monday, November 23, 2026');
    expect(rangeLabel('week', rangeOf('week', '2026-11-23'), 'en-US')).toMatch(/^November 22\s–\s28, 2026$/u);
    expect(rangeLabel('week', rangeOf('week', '2026-12-31'), 'en-US')).toMatch(
      /^December 27, 2026\s–\sJanuary 2, 2027$/u,
    );
  });
});

describe('moving on the board', () => {
  it('steps a day in day view and a week in week view', () => {
    expect(stepDate('day', '2026-11-23', 1, limits)).toBe('2026-11-24');
    expect(stepDate('day', '2026-11-23', -1, limits)).toBe('2026-11-22');
    expect(stepDate('week', '2026-11-23', 1, limits)).toBe('2026-11-30');
    expect(stepDate('week', '2026-11-23', -1, limits)).toBe('2026-11-16');
  });

  it('stays within one year before and after today', () => {
    expect(limits).toEqual({ min: '2025-11-23', max: '2027-11-23' });
    expect(stepDate('day', '2027-11-23', 1, limits)).toBeNull();
    expect(stepDate('day', '2025-11-23', -1, limits)).toBeNull();
    // A week that still overlaps the window can be shown; its day is kept inside the window.
    expect(stepDate('week', '2027-11-18', 1, limits)).toBe('2027-11-23');
    expect(stepDate('week', '2027-11-23', 1, limits)).toBeNull();
    expect(clampToLimits('2030-01-01', limits)).toBe('2027-11-23');
    expect(clampToLimits('2020-01-01', limits)).toBe('2025-11-23');
  });
});
