import { useState } from 'react';
import type { PaginationProps } from './pagination';

type PagingControls = Pick<PaginationProps, 'page' | 'pageSize' | 'onPage' | 'sizes' | 'onPageSize'>;

export function usePaging(initialSize: number, sizes?: readonly number[]) {
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(initialSize);
  const controls: PagingControls = {
    page: pageIndex + 1,
    pageSize,
    onPage: (page) => setPageIndex(page - 1),
    ...(sizes && {
      sizes,
      onPageSize: (size: number) => {
        setPageSize(size);
        setPageIndex(0);
      },
    }),
  };
  return {
    pageIndex,
    pageSize,
    setPageIndex,
    controls,
    // Called while rendering a settled page: one emptied by a delete steps back to the last page
    // that still has rows, instead of showing an empty page with rows before it.
    keepInRange(shown: number, total: number) {
      if (shown === 0 && pageIndex > 0) {
        setPageIndex(Math.max(0, Math.min(pageIndex - 1, Math.ceil(total / pageSize) - 1)));
      }
    },
  };
}
