import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHookWithProviders } from '@/test/render';
import { nextDelay, useBackoffPoll, type BackoffPollOptions } from './use-backoff-poll';

describe('nextDelay', () => {
  it('doubles up to the ceiling while nothing changes, and starts over on a change', () => {
    expect(nextDelay(5_000, false)).toBe(10_000);
    expect(nextDelay(40_000, false)).toBe(60_000);
    expect(nextDelay(60_000, false)).toBe(60_000);
    expect(nextDelay(60_000, true)).toBe(5_000);
    expect(nextDelay(100, false, { min: 100, max: 150 })).toBe(150);
  });
});

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

async function setup(initial: Partial<BackoffPollOptions> = {}) {
  const poll = vi.fn();
  let props: BackoffPollOptions = { enabled: false, poll, fingerprint: 'a', ...initial };
  const view = await renderHookWithProviders(() => useBackoffPoll(props));
  vi.useFakeTimers();
  const update = (next: Partial<BackoffPollOptions>) => {
    props = { ...props, ...next };
    act(() => view.rerender());
  };
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  return { poll, update, wait, unmount: view.unmount };
}

describe('useBackoffPoll', () => {
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('waits 5 s, then twice as long each time nothing changes, never more than 60 s', async () => {
    const { poll, update, wait } = await setup();
    update({ enabled: true });
    await wait(4_999);
    expect(poll).toHaveBeenCalledTimes(0);
    await wait(1);
    expect(poll).toHaveBeenCalledTimes(1);
    await wait(10_000);
    expect(poll).toHaveBeenCalledTimes(2);
    await wait(20_000 + 40_000);
    expect(poll).toHaveBeenCalledTimes(4);
    await wait(59_999);
    expect(poll).toHaveBeenCalledTimes(4);
    await wait(1);
    expect(poll).toHaveBeenCalledTimes(5);
  });

  it('comes back to 5 s when what it watches changes', async () => {
    const { poll, update, wait } = await setup();
    update({ enabled: true });
    await wait(5_000 + 10_000 + 20_000);
    expect(poll).toHaveBeenCalledTimes(3);
    update({ fingerprint: 'b' });
    await wait(5_000);
    expect(poll).toHaveBeenCalledTimes(4);
  });

  it('does not poll while disabled', async () => {
    const { poll, wait } = await setup();
    await wait(120_000);
    expect(poll).not.toHaveBeenCalled();
  });

  it('stops while the tab is hidden and polls at once when it is shown again', async () => {
    const { poll, update, wait } = await setup();
    update({ enabled: true });
    await wait(5_000);
    expect(poll).toHaveBeenCalledTimes(1);
    act(() => setVisibility('hidden'));
    await wait(300_000);
    expect(poll).toHaveBeenCalledTimes(1);
    act(() => setVisibility('visible'));
    await wait(0);
    expect(poll).toHaveBeenCalledTimes(2);
    await wait(10_000);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('stops when the screen goes away', async () => {
    const { poll, update, wait, unmount } = await setup();
    update({ enabled: true });
    unmount();
    await wait(120_000);
    expect(poll).not.toHaveBeenCalled();
  });

  it('keeps polling after a failed poll', async () => {
    const { poll, update, wait } = await setup();
    poll.mockRejectedValueOnce(new Error('offline'));
    update({ enabled: true });
    await wait(5_000 + 10_000);
    expect(poll).toHaveBeenCalledTimes(2);
  });
});
