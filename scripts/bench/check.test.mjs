// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkBudgets } from './check.mjs';

const budgets = {
  about: 'ceilings',
  sizes: { screens: { '/login': { firstPaint: { js: 100 } } }, forms: { largestRoute: 30 } },
  browser: { 'calls-table': { 'navigation (ms)': 400 } },
};

describe('checkBudgets', () => {
  it('fails a figure over its ceiling and passes one at or under it', () => {
    const report = checkBudgets(
      {
        sizes: { screens: { '/login': { firstPaint: { js: 101, css: 5 } } }, forms: { largestRoute: 30 } },
        browser: { 'calls-table': { 'navigation (ms)': 120 } },
      },
      budgets,
    );
    expect(report.over).toEqual([
      { figure: 'sizes › screens › /login › firstPaint › js', value: 101, ceiling: 100 },
    ]);
    expect(report.within.map((line) => line.figure)).toEqual([
      'sizes › forms › largestRoute',
      'browser › calls-table › navigation (ms)',
    ]);
    expect(report.unmeasured).toEqual([]);
  });

  it('reports a figure this run did not measure, or measured as an error, without failing it', () => {
    const report = checkBudgets(
      {
        sizes: { screens: { '/login': { firstPaint: { js: 90 } } }, forms: { largestRoute: 2 } },
        browser: { 'calls-table': { error: 'timeout' } },
      },
      budgets,
    );
    expect(report.over).toEqual([]);
    expect(report.unmeasured.map((line) => line.figure)).toEqual(['browser › calls-table › navigation (ms)']);
  });

  it('fails a score under its floor and passes one at or above it', () => {
    const floors = {
      browser: { lighthouse: { '/login score': { atLeast: 95 }, '/dashboard score': { atLeast: 90 } } },
    };
    const report = checkBudgets(
      { browser: { lighthouse: { '/login score': 94, '/dashboard score': 90 } } },
      floors,
    );
    expect(report.over).toEqual([
      { figure: 'browser › lighthouse › /login score', value: 94, ceiling: '≥ 95' },
    ]);
    expect(report.within.map((line) => line.figure)).toEqual(['browser › lighthouse › /dashboard score']);
  });
});
