import { describe, expect, it } from 'vitest';
import {
  dayNumber,
  intervalFor,
  isValidRange,
  localDate,
  parseDashboardSearch,
  resolvePeriod,
  searchFor,
} from './dashboard-period';

describe('parseDashboardSearch', () => {
  it('keeps a preset and drops stray dates', () => {
    expect(parseDashboardSearch({ period: '7d' })).toEqual({ period: '7d' });
    expect(parseDashboardSearch({ period: '90d', from: '2026-01-01', to: '2026-01-02' })).toEqual({
      period: '90d',
    });
  });

  it('keeps a valid custom range, also without the period key', () => {
    const range = { from: '2026-10-01', to: '2026-10-31' };
    expect(parseDashboardSearch({ period: 'custom', ...range })).toEqual({ period: 'custom', ...range });
    expect(parseDashboardSearch(range)).toEqual({ period: 'custom', ...range });
  });

  it.each([
    [{ period: 'forever' }],
    [{ period: 'custom' }],
    [{ period: 'custom', from: '2026-10-31', to: '2026-10-01' }],
    [{ period: 'custom', from: '2026-02-30', to: '2026-03-01' }],
    [{ period: 'custom', from: '2025-01-01', to: '2026-10-01' }],
    [{ period: 'custom', from: 20261001, to: '2026-10-31' }],
    [{ period: '7d ' }],
    [{ period: ['7d'] }],
    [{ period: 'custom', from: '<script>', to: '2026-10-31' }],
  ])('falls back to the default for %j', (search) => {
    expect(parseDashboardSearch(search)).toEqual({});
  });
});

describe('resolvePeriod', () => {
  it('ends a preset today, both ends included', () => {
    expect(resolvePeriod({ period: '7d' }, '2026-11-21')).toEqual({
      key: '7d',
      from: '2026-11-15',
      to: '2026-11-21',
      days: 7,
      interval: 'day',
    });
    expect(resolvePeriod({ period: '90d' }, '2026-03-01')).toMatchObject({
      from: '2025-12-02',
      to: '2026-03-01',
      interval: 'week',
    });
  });

  it('uses the last 30 days by default', () => {
    expect(resolvePeriod({}, '2026-11-21')).toMatchObject({ key: '30d', from: '2026-10-23', days: 30 });
  });

  it('uses a custom range as given and picks the interval from its length', () => {
    expect(resolvePeriod({ period: 'custom', from: '2026-01-01', to: '2026-12-31' }, '2026-11-21')).toEqual({
      key: 'custom',
      from: '2026-01-01',
      to: '2026-12-31',
      days: 365,
      interval: 'month',
    });
  });

  it('falls back when a custom range is broken', () => {
    expect(resolvePeriod({ period: 'custom', from: 'x', to: 'y' }, '2026-11-21').key).toBe('30d');
  });
});

describe('period <-> URL', () => {
  it('writes what it reads', () => {
    for (const key of ['7d', '90d'] as const) {
      const resolved = resolvePeriod(parseDashboardSearch(searchFor(key)), '2026-11-21');
      expect(resolved.key).toBe(key);
    }
    const custom = searchFor('custom', { from: '2026-05-01', to: '2026-05-10' });
    expect(custom).toEqual({ period: 'custom', from: '2026-05-01', to: '2026-05-10' });
    expect(resolvePeriod(parseDashboardSearch(custom), '2026-11-21').days).toBe(10);
  });

  it('leaves the URL clean for the default period', () => {
    expect(searchFor('30d')).toEqual({});
  });
});

describe('date helpers', () => {
  it('accepts only real dates', () => {
    expect(dayNumber('2024-02-29')).not.toBeNull();
    expect(dayNumber('2026-02-29')).toBeNull();
    expect(dayNumber('2026-1-01')).toBeNull();
    expect(isValidRange('2026-01-01', '2026-01-01')).toBe(true);
  });

  it('reads the local date', () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('chooses the interval by length', () => {
    expect([intervalFor(31), intervalFor(32), intervalFor(120), intervalFor(121)]).toEqual([
      'day',
      'week',
      'week',
      'month',
    ]);
  });
});
