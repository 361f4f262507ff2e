import { describe, expect, it } from 'vitest';
import { formatCost, formatDateTime, formatDuration } from './format';

describe('formatting', () => {
  it('durations', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(249)).toBe('4:09');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(-5)).toBe('0:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
    expect(formatDuration(95.6)).toBe('1:36');
  });

  it('costs, also with an odd currency code', () => {
    expect(formatCost(0.37, 'USD', 'en')).toBe('$0.37');
    expect(formatCost(12.5, 'EUR', 'en')).toBe('€12.50');
    expect(formatCost(1, 'usd!', 'en')).toBe('1.00 usd!');
    expect(formatCost(1, 'ZZZ', 'en')).toMatch(/ZZZ/);
    expect(formatCost(Number.POSITIVE_INFINITY, 'USD', 'en')).toBe('$0.00');
  });

  it('dates, empty for none or nonsense', () => {
    expect(formatDateTime(null, 'en')).toBe('');
    expect(formatDateTime('not a date', 'en')).toBe('');
    expect(formatDateTime('2026-11-20T16:38:02Z', 'en')).toMatch(/2026/);
    expect(formatDateTime('2026-11-20T16:38:02Z', 'en')).not.toMatch(/:02\b/);
    expect(formatDateTime('2026-11-20T16:38:02Z', 'en', { seconds: true })).toMatch(/:02\b/);
  });
});
