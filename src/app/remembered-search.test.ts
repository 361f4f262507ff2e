import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSearchParams, saveSearchParams } from '@/lib/settings';
import { keptSearch, restoredSearch, useRememberSearch } from './remembered-search';

const validate = (raw: Record<string, unknown>) => ({
  ...(typeof raw['status'] === 'string' ? { status: raw['status'] } : {}),
});
const enter = (search: object, cause: 'preload' | 'enter' | 'stay' = 'enter') =>
  restoredSearch('calls', { search, cause }, validate);

describe('remembered search', () => {
  it('gives an entered screen without filters its saved ones, through the route’s validator', () => {
    saveSearchParams({ calls: { status: 'completed', bogus: 1 }, dashboard: { period: 'week' } });
    expect(enter({})).toEqual({ status: 'completed' });
  });

  it('leaves filters in the address, a preload and the screen’s own changes alone', () => {
    saveSearchParams({ calls: { status: 'completed' } });
    expect(enter({ status: 'failed' })).toBeNull();
    expect(enter({}, 'stay')).toBeNull();
    expect(enter({}, 'preload')).toBeNull();
    // Validators spell out every key; an undefined one is no filter.
    expect(enter({ status: undefined })).toEqual({ status: 'completed' });
  });

  it('ignores a saved value that is not an object or holds nothing valid', () => {
    saveSearchParams({ calls: 'completed' });
    expect(enter({})).toBeNull();
    saveSearchParams({ calls: { bogus: 1 } });
    expect(enter({})).toBeNull();
  });

  it('saves what the screen shows, without the keys it leaves out, next to other screens', () => {
    saveSearchParams({ dashboard: { period: 'week' } });
    const { rerender } = renderHook<undefined, { search: object }>(
      ({ search }) => {
        useRememberSearch('calls', search, ['page']);
      },
      {
        initialProps: { search: { status: 'completed', page: 3 } },
      },
    );
    expect(readSearchParams()).toEqual({ dashboard: { period: 'week' }, calls: { status: 'completed' } });
    rerender({ search: {} });
    expect(readSearchParams()['calls']).toEqual({});
  });

  it('drops undefined values and the left-out keys', () => {
    expect(keptSearch({ a: 1, b: undefined, page: 2 }, ['page'])).toEqual({ a: 1 });
  });
});
