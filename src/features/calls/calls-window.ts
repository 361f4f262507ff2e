import { useQueries } from '@tanstack/react-query';
import type { CallFetchQuery } from './call-search';
import { callListQuery, type Call, type CallsResponse } from './calls-reads';

type Page = CallsResponse['data'];

/** A page's place in the whole list: the rows it holds start at `first`. */
const firstRow = (page: Page) => page.pageIndex * page.pageSize;

/**
 * The pages of the list to read so that rows `from` to `to` (0-based, inclusive) can show. A page
 * the first answer already holds is not read again: a server that answers more rows than asked
 * (the whole list at once) is read once.
 */
export function pagesFor(first: Page, from: number, to: number, pageSize: number): number[] {
  const start = firstRow(first);
  const end = start + first.data.length;
  const pages: number[] = [];
  for (let page = Math.floor(from / pageSize); page * pageSize <= to; page += 1) {
    const pageStart = page * pageSize;
    const pageEnd = Math.min(pageStart + pageSize, Math.max(first.total, end));
    if (pageStart >= start && pageEnd <= end) continue;
    pages.push(page);
  }
  return pages;
}

/** The row at `index` of the whole list, from whichever answer holds it; undefined until read. */
export function rowIn(answers: readonly (Page | undefined)[], index: number): Call | undefined {
  for (const answer of answers) {
    if (!answer) continue;
    const at = index - firstRow(answer);
    if (at >= 0 && at < answer.data.length) return answer.data[at];
  }
  return undefined;
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
  const answers = [first, ...reads.map((read) => read.data?.data)];
  return {
    rowAt: (index: number) => rowIn(answers, index),
    loading: reads.some((read) => read.isPending),
  };
}
