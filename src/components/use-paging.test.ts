import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePaging } from './use-paging';

describe('usePaging', () => {
  it('moves between pages and starts again at the first page when the size changes', () => {
    const { result } = renderHook(() => usePaging(10, [10, 25]));
    act(() => result.current.controls.onPage(3));
    expect(result.current.pageIndex).toBe(2);
    expect(result.current.controls.page).toBe(3);
    act(() => result.current.controls.onPageSize?.(25));
    expect(result.current.pageSize).toBe(25);
    expect(result.current.pageIndex).toBe(0);
  });

  it('offers no size choice without sizes', () => {
    const { result } = renderHook(() => usePaging(10));
    expect(result.current.controls.onPageSize).toBeUndefined();
  });

  it('steps back to the last page with rows when the shown page is empty', () => {
    const { result } = renderHook(() => usePaging(10));
    act(() => result.current.controls.onPage(5));
    act(() => result.current.keepInRange(0, 21));
    expect(result.current.pageIndex).toBe(2);
    act(() => result.current.keepInRange(0, 21));
    expect(result.current.pageIndex).toBe(1);
    act(() => result.current.keepInRange(3, 21));
    expect(result.current.pageIndex).toBe(1);
  });
});
