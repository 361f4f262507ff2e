import { describe, expect, it } from 'vitest';
import { medianFigures } from './median.mjs';

describe('medianFigures', () => {
  it('takes the median of each figure over the runs', () => {
    const runs = [
      { 'navigation (ms)': 840, 'scroll mean (ms)': 19.3, rows: 15 },
      { 'navigation (ms)': 616, 'scroll mean (ms)': 23.5, rows: 15 },
      { 'navigation (ms)': 816, 'scroll mean (ms)': 22.7, rows: 15 },
    ];
    expect(medianFigures(runs)).toEqual({ 'navigation (ms)': 816, 'scroll mean (ms)': 22.7, rows: 15 });
  });

  it('takes the mean of the middle two of an even count, and a single run as it is', () => {
    expect(medianFigures([{ a: 1 }, { a: 4 }, { a: 2 }, { a: 10 }])).toEqual({ a: 3 });
    expect(medianFigures([{ a: 7, note: 'x' }])).toEqual({ a: 7, note: 'x' });
  });

  it('keeps what is not a number in every run as the first run has it', () => {
    expect(medianFigures([{ score: 'skipped' }, { score: 'skipped' }])).toEqual({ score: 'skipped' });
    expect(medianFigures([{ a: 1 }, { a: 'n/a' }])).toEqual({ a: 1 });
  });

  it('fails the module when one run failed', () => {
    expect(medianFigures([{ a: 1 }, { error: 'no Calls link in the sidebar' }, { a: 2 }])).toEqual({
      error: 'no Calls link in the sidebar',
    });
  });
});
