import { useQueries } from '@tanstack/react-query';
import type { CallFetchQuery } from './call-search';
import { callListQuery, type Call, type CallsResponse } from './calls-reads';

type Page = CallsResponse['data'];

/** Rows of the whole list an answer holds, from `start`; placed by the page asked for. */
export interface Slice {
  start: number;
  rows: readonly Call[];
}

/**
 * The pages of the list to read so that rows `from` to `to` (0-based, inclusive) can show. A page
 * the first answer (page 0) already holds is not read again: a server that answers more rows than
 * asked (the whole list at once) is read once.
 */
export function pagesFor(first: Page, from: number, to: number, pageSize: number): number[] {
  const end = first.data.length;
  const pages: number[] = [];
  for (let page = Math.floor(from / pageSize); page * pageSize <= to; page += 1) {
    const pageStart = page * pageSize;
    const pageEnd = Math.min(pageStart + pageSize, Math.max(first.total, end));
    if (pageEnd <= end) continue;
    pages.push(page);
  }
  return pages;
}

/** The row at `index` of the whole list, from whichever answer holds it; undefined until read. */
export function rowIn(slices: readonly (Slice | undefined)[], index: number): Call | undefined {
  for (const slice of slices) {
    if (!slice) continue;
    const at = index - slice.start;
    if (at >= 0 && at < slice.rows.length) return slice.rows[at];
  }
  return undefined;
}

/**
 * Where the list ends by what was read, when an answer ended it before its total: a page shorter
 * than asked (calls deleted since the count, or a server whose total is wrong). Null otherwise.
 */
export function endOf(slices: readonly (Slice | undefined)[], pageSize: number): number | null {
  let end: number | null = null;
  for (const slice of slices) {
    if (!slice || slice.rows.length >= pageSize) continue;
    const at = slice.start + slice.rows.length;
    end = end === null ? at : Math.min(end, at);
  }
  return end;
}

/** The rows the table shows between `from` and `to`: the first answer and the pages read for the rest. */
export function useCallsWindow(
  first: Page,
  body: (pageIndex: number) => CallFetchQuery,
  from: number,
  to: number,
  pageSize: number,
) {
  const pages = pagesFor(first, from, to, pageSize);
  const reads = useQueries({
    queries: pages.map((pageIndex) => ({
      ...callListQuery(body(pageIndex)),
      // Another page's rows in this page's place would be wrong rows: a page shows once read.
      placeholderData: undefined,
    })),
  });
  const slices: (Slice | undefined)[] = [
    { start: 0, rows: first.data },
    ...reads.map((read, i) => {
      const rows = read.data?.data.data;
      return rows && { start: (pages[i] ?? 0) * pageSize, rows };
    }),
  ];
  return {
    rowAt: (index: number) => rowIn(slices, index),
    end: endOf(slices, pageSize),
    loading: reads.some((read) => read.isPending),
  };
}
