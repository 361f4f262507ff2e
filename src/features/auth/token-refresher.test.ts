import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTokenRefresh } from './token-refresher';
import { mayaClaims, testToken } from './token.testing';

const start = Date.UTC(2026, 10, 20, 12, 0, 0);
const expiringAt = (ms: number) => testToken({ ...mayaClaims, exp: Math.floor(ms / 1000) });

function setup(token: string | null, fetchToken = vi.fn(() => Promise.resolve('fresh.token.value'))) {
  const onRefreshed = vi.fn();
  const onFailed = vi.fn();
  const stop = startTokenRefresh({ readToken: () => token, fetchToken, onRefreshed, onFailed });
  return { fetchToken, onRefreshed, onFailed, stop };
}

describe('startTokenRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not refresh a token far from expiry, at start or later', async () => {
    const { fetchToken, stop } = setup(testToken({ ...mayaClaims, exp: 4102444800 }));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetchToken).not.toHaveBeenCalled();
    stop();
  });

  it('refreshes at once a token that expires within five minutes', async () => {
    const { fetchToken, onRefreshed, onFailed, stop } = setup(expiringAt(start + 4 * 60_000));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(onRefreshed).toHaveBeenCalledWith('fresh.token.value');
    expect(onFailed).not.toHaveBeenCalled();
    stop();
  });

  it('checks every minute and refreshes once the token comes within five minutes of expiry', async () => {
    const { fetchToken, stop } = setup(expiringAt(start + 8 * 60_000));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(fetchToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reports a failure', async () => {
    const failure = new Error('Something went wrong on our side. Please try again.');
    const { onRefreshed, onFailed, stop } = setup(
      expiringAt(start + 60_000),
      vi.fn(() => Promise.reject(failure)),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(onFailed).toHaveBeenCalledWith(failure);
    expect(onRefreshed).not.toHaveBeenCalled();
    stop();
  });

  it('asks one refresh at a time', async () => {
    let answer: (token: string) => void = () => undefined;
    const fetchToken = vi.fn(
      () =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
    );
    const { onRefreshed, stop } = setup(expiringAt(start + 60_000), fetchToken);
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    answer('fresh.token.value');
    await vi.advanceTimersByTimeAsync(0);
    expect(onRefreshed).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops checking, and ignores an answer that arrives after the stop', async () => {
    let answer: (token: string) => void = () => undefined;
    const fetchToken = vi.fn(
      () =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
    );
    const { onRefreshed, stop } = setup(expiringAt(start + 60_000), fetchToken);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    answer('fresh.token.value');
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(onRefreshed).not.toHaveBeenCalled();
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });
});
