import { describe, expect, it } from 'vitest';
import { clip, labelEvery, niceScale } from './chart-scale';

describe('niceScale', () => {
  it('rounds the top to a nice step', () => {
    expect(niceScale(279)).toEqual({ max: 300, ticks: [0, 100, 200, 300] });
    expect(niceScale(17.08)).toEqual({ max: 20, ticks: [0, 5, 10, 15, 20] });
    expect(niceScale(1)).toEqual({ max: 1, ticks: [0, 0.5, 1] });
  });

  it('keeps counts whole', () => {
    expect(niceScale(3, 4, true)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])('survives %d', (max) => {
    const scale = niceScale(max);
    expect(scale.max).toBeGreaterThan(0);
    expect(scale.ticks.length).toBeGreaterThan(1);
  });

  it('copes with huge values', () => {
    const scale = niceScale(9_007_199_254_740_991, 4, true);
    expect(scale.max).toBeGreaterThanOrEqual(9_007_199_254_740_991);
    expect(scale.ticks.length).toBeLessThanOrEqual(6);
  });
});

describe('labels', () => {
  it('thins labels to the room', () => {
    expect(labelEvery(7, 10)).toBe(1);
    expect(labelEvery(30, 8)).toBe(4);
  });

  it('clips long text', () => {
    expect(clip('Dental Receptionist', 10)).toBe('Dental Re…');
    expect(clip('Short', 10)).toBe('Short');
  });
});
