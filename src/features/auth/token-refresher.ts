import { needsRefresh } from './refresh-decision';

export const REFRESH_CHECK_INTERVAL_MS = 60_000;
// About 15 s in all before a passing failure counts.
export const REFRESH_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000];

export interface TokenRefresher {
  readToken: () => string | null;
  fetchToken: () => Promise<string>;
  onRefreshed: (token: string) => void;
  onFailed: (error: unknown) => void;
  isTransient?: (error: unknown) => boolean;
  now?: () => number;
}

// An answer counts only while the stored token is still the one refreshed: another tab may
// meanwhile have refreshed it, signed out or signed in as someone else, and its outcome stands.
export function startTokenRefresh(
  { readToken, fetchToken, onRefreshed, onFailed, isTransient = () => false, now = Date.now }: TokenRefresher,
  intervalMs = REFRESH_CHECK_INTERVAL_MS,
  retryDelaysMs: readonly number[] = REFRESH_RETRY_DELAYS_MS,
): () => void {
  let busy = false;
  let stopped = false;
  let pause: ReturnType<typeof setTimeout> | undefined;
  // Read through a function: the answer may change while a refresh is on its way.
  const running = () => !stopped;
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      pause = setTimeout(resolve, ms);
    });

  const refresh = async (token: string) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return { ok: true as const, token: await fetchToken() };
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        if (delay === undefined || !isTransient(error)) return { ok: false as const, error };
        await wait(delay);
        if (!running() || readToken() !== token) return null;
      }
    }
  };

  const check = async () => {
    const token = readToken();
    if (busy || !running() || !token || !needsRefresh(token, now())) return;
    busy = true;
    try {
      const outcome = await refresh(token);
      if (!outcome || !running() || readToken() !== token) return;
      if (outcome.ok) onRefreshed(outcome.token);
      else onFailed(outcome.error);
    } finally {
      busy = false;
    }
  };
  void check();
  const timer = setInterval(() => void check(), intervalMs);
  return () => {
    stopped = true;
    clearInterval(timer);
    clearTimeout(pause);
  };
}
