import { describe, expect, it } from 'vitest';
import { endOf, pagesFor, rowIn, type Slice } from './calls-window';
import type { Call, CallsResponse } from './calls-reads';

type Page = CallsResponse['data'];

const calls = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `call-${from + i}` }) as Call);
const page = (pageIndex: number, pageSize: number, total: number): Page => ({
  data: calls(pageIndex * pageSize, Math.max(0, Math.min(pageSize, total - pageIndex * pageSize))),
  total,
  pageIndex,
  pageSize,
});

describe('the pages a window of the calls table reads', () => {
  const first = page(0, 200, 10_000);

  it('reads nothing more for rows the first answer holds', () => {
    expect(pagesFor(first, 0, 14, 200)).toEqual([]);
    expect(pagesFor(first, 185, 199, 200)).toEqual([]);
  });

  it('reads the pages the window reaches into, the last one short', () => {
    expect(pagesFor(first, 190, 204, 200)).toEqual([1]);
    expect(pagesFor(first, 395, 410, 200)).toEqual([1, 2]);
    expect(pagesFor(first, 9_985, 9_999, 200)).toEqual([49]);
  });

  it('reads nothing more from a server that answered the whole list at once', () => {
    expect(pagesFor(page(0, 10_000, 10_000), 9_985, 9_999, 200)).toEqual([]);
  });
});

const slice = (pageIndex: number, rows: number): Slice => ({
  start: pageIndex * 200,
  rows: calls(pageIndex * 200, rows),
});

describe('a row of the whole list', () => {
  it('comes from whichever answer holds it, and is missing until read', () => {
    const slices = [slice(0, 200), undefined, slice(2, 50)];
    expect(rowIn(slices, 0)?.id).toBe('call-0');
    expect(rowIn(slices, 199)?.id).toBe('call-199');
    expect(rowIn(slices, 200)).toBeUndefined();
    expect(rowIn(slices, 449)?.id).toBe('call-449');
    expect(rowIn(slices, 450)).toBeUndefined();
  });
});

describe('where the list ends by what was read', () => {
  it('is not known while every page read is full', () => {
    expect(endOf([slice(0, 200), undefined, slice(2, 200)], 200)).toBeNull();
    expect(endOf([{ start: 0, rows: calls(0, 10_000) }], 200)).toBeNull();
  });

  it('is where the first short page stops: calls deleted since the count, or a wrong total', () => {
    expect(endOf([slice(0, 200), slice(1, 120)], 200)).toBe(320);
    expect(endOf([slice(0, 200), slice(1, 0), slice(2, 200)], 200)).toBe(200);
    expect(endOf([slice(0, 12)], 200)).toBe(12);
  });
});
