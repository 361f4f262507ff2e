import type { Column } from './registry/types';

export type SortDirection = 'ascending' | 'descending';

export interface TableView {
  search: string;
  sortKey: string | null;
  direction: SortDirection;
  page: number;
}

export const PAGE_SIZE = 10;

export const initialView: TableView = { search: '', sortKey: null, direction: 'ascending', page: 1 };

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

export function visibleRows<Row>(
  rows: readonly Row[],
  columns: readonly Column<Row>[],
  view: TableView,
): Row[] {
  const needle = view.search.trim().toLocaleLowerCase();
  const matching = needle
    ? rows.filter((row) => columns.some((column) => column.text(row).toLocaleLowerCase().includes(needle)))
    : [...rows];
  const column = columns.find((candidate) => candidate.key === view.sortKey);
  if (!column) return matching;
  const value = column.sortValue ?? column.text;
  const sign = view.direction === 'ascending' ? 1 : -1;
  return matching.sort((a, b) => sign * compare(value(a), value(b)));
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

export function pageRows<Row>(rows: readonly Row[], page: number): Row[] {
  const current = Math.min(Math.max(1, page), pageCount(rows.length));
  return rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
}

export function toggleSort(view: TableView, key: string): TableView {
  if (view.sortKey === key) {
    return { ...view, direction: view.direction === 'ascending' ? 'descending' : 'ascending', page: 1 };
  }
  return { ...view, sortKey: key, direction: 'ascending', page: 1 };
}

// Dynamic data may hold nulls or objects.
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
