import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, reloadOnStaleChunks } from './chunk-reload';

const preloadError = () => {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event;
};

afterEach(() => sessionStorage.clear());

describe('a tab left open across a deploy', () => {
  it('reloads onto the new build instead of showing the error screen', () => {
    const reload = vi.fn();
    const stop = reloadOnStaleChunks({ reload, now: () => 1_000_000 });
    const event = preloadError();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    stop();
  });

  it('reloads only once: failing again right after, the error screen shows it', () => {
    const reload = vi.fn();
    let now = 1_000_000;
    // The page after the reload is a new document with the same tab's session storage.
    const first = reloadOnStaleChunks({ reload, now: () => now });
    preloadError();
    first();
    now += 5_000;
    const second = reloadOnStaleChunks({ reload, now: () => now });
    const again = preloadError();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(again.defaultPrevented).toBe(false);
    second();
  });

  it('reloads again for a later deploy', () => {
    const reload = vi.fn();
    let now = 1_000_000;
    const stop = reloadOnStaleChunks({ reload, now: () => now });
    preloadError();
    now += 60 * 60_000;
    preloadError();
    expect(reload).toHaveBeenCalledTimes(2);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(now));
    stop();
  });
});
