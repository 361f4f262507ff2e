import { describe, expect, it } from 'vitest';
import { readSearchParams, saveSearchParams } from '@/lib/settings';
import { keptSearch, noteNavigation, restoredSearch } from './remembered-search';

const validate = (raw: Record<string, unknown>) => ({
  ...(typeof raw['status'] === 'string' ? { status: raw['status'] } : {}),
});
const arrive = (search: object, cause: 'preload' | 'enter' | 'stay' = 'enter') =>
  restoredSearch('calls', { search, cause, location: { pathname: '/calls' } }, validate, ['page']);

describe('remembered search', () => {
  it('gives an entered screen without filters its saved ones, through the route’s validator', () => {
    saveSearchParams({ calls: { status: 'completed', bogus: 1 }, dashboard: { period: 'week' } });
    expect(arrive({})).toEqual({ status: 'completed' });
    // Validators spell out every key; an undefined one is no filter.
    expect(arrive({ status: undefined })).toEqual({ status: 'completed' });
  });

  it('saves what arrives, without the keys it leaves out, next to the other screens', () => {
    saveSearchParams({ dashboard: { period: 'week' } });
    expect(arrive({ status: 'failed', page: 3 })).toBeNull();
    expect(readSearchParams()).toEqual({ dashboard: { period: 'week' }, calls: { status: 'failed' } });
    // Within the screen, clearing the filters clears what is kept.
    noteNavigation('/calls');
    noteNavigation('/calls');
    expect(arrive({}, 'stay')).toBeNull();
    expect(readSearchParams()['calls']).toEqual({});
  });

  it('restores on a return that the router calls a stay, as the screen left had not yet loaded', () => {
    saveSearchParams({ calls: { status: 'completed' } });
    for (const pathname of ['/calls', '/dashboard', '/calls']) noteNavigation(pathname);
    expect(arrive({}, 'stay')).toEqual({ status: 'completed' });
    expect(readSearchParams()['calls']).toEqual({ status: 'completed' });
  });

  it('neither restores nor saves on a preload', () => {
    saveSearchParams({ calls: { status: 'completed' } });
    expect(arrive({}, 'preload')).toBeNull();
    expect(arrive({ status: 'failed' }, 'preload')).toBeNull();
    expect(readSearchParams()['calls']).toEqual({ status: 'completed' });
  });

  it('ignores a saved value that is not an object or holds nothing valid', () => {
    saveSearchParams({ calls: 'completed' });
    expect(arrive({})).toBeNull();
    saveSearchParams({ calls: { bogus: 1 } });
    expect(arrive({})).toBeNull();
  });

  it('drops undefined values and the left-out keys', () => {
    expect(keptSearch({ a: 1, b: undefined, page: 2 }, ['page'])).toEqual({ a: 1 });
  });
});
