import { describe, expect, it } from 'vitest';
import { summary } from './latency.mjs';

describe('summary of timings', () => {
  it('gives the median, the 75th percentile by nearest rank and the worst', () => {
    expect(summary([40, 10, 30, 20])).toEqual({ median: 25, p75: 30, worst: 40 });
    expect(summary([5, 1, 3, 2, 4, 6, 7, 8])).toEqual({ median: 4.5, p75: 6, worst: 8 });
    expect(summary([12.345])).toEqual({ median: 12.3, p75: 12.3, worst: 12.3 });
  });

  it('says nothing was measured rather than zero', () => {
    expect(summary([]).median).toBeNaN();
  });
});
