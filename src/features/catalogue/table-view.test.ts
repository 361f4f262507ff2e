import { describe, expect, it } from 'vitest';
import type { Column } from './registry/types';
import { PAGE_SIZE, cellText, initialView, pageCount, pageRows, toggleSort, visibleRows } from './table-view';

interface Row {
  name: string;
  price: number;
}
const columns: Column<Row>[] = [
  { key: 'name', text: (row) => row.name, sortable: true },
  { key: 'price', text: (row) => String(row.price), sortValue: (row) => row.price, sortable: true },
];
const rows: Row[] = [
  { name: 'Growth', price: 149 },
  { name: 'Starter', price: 49 },
  { name: 'Enterprise', price: 499 },
];

describe('the table view', () => {
  it('searches every column, ignoring case', () => {
    expect(visibleRows(rows, columns, { ...initialView, search: 'GRO' }).map((row) => row.name)).toEqual([
      'Growth',
    ]);
    expect(visibleRows(rows, columns, { ...initialView, search: '499' }).map((row) => row.name)).toEqual([
      'Enterprise',
    ]);
  });

  it('sorts by a column, numbers as numbers, and flips on a second click', () => {
    const byPrice = toggleSort(initialView, 'price');
    expect(visibleRows(rows, columns, byPrice).map((row) => row.price)).toEqual([49, 149, 499]);
    const flipped = toggleSort(byPrice, 'price');
    expect(flipped.direction).toBe('descending');
    expect(visibleRows(rows, columns, flipped).map((row) => row.price)).toEqual([499, 149, 49]);
  });

  it('pages by ten and clamps a page past the end', () => {
    const many = Array.from({ length: 23 }, (_, index) => index);
    expect(pageCount(many.length)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageRows(many, 3)).toEqual([20, 21, 22]);
    expect(pageRows(many, 9)).toEqual([20, 21, 22]);
    expect(pageRows(many, 1)).toHaveLength(PAGE_SIZE);
  });

  it('writes any server value as text', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(12)).toBe('12');
    expect(cellText({ a: 1 })).toBe('{"a":1}');
  });
});
