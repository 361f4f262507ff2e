import { needsRefresh } from './refresh-decision';

export const REFRESH_CHECK_INTERVAL_MS = 60_000;

export interface TokenRefresher {
  /** The stored token, read at each check. */
  readToken: () => string | null;
  /** Asks the server for a new token (GET /users/refresh); rejects on any failure. */
  fetchToken: () => Promise<string>;
  onRefreshed: (token: string) => void;
  onFailed: (error: unknown) => void;
  now?: () => number;
}

/**
 * Checks the stored token now and then every minute, and refreshes it when it expires within
 * five minutes; one refresh at a time. Returns the function that stops it.
 */
export function startTokenRefresh(
  { readToken, fetchToken, onRefreshed, onFailed, now = Date.now }: TokenRefresher,
  intervalMs = REFRESH_CHECK_INTERVAL_MS,
): () => void {
  let busy = false;
  let stopped = false;
  // Read through a function: the answer may change while a refresh is on its way.
  const running = () => !stopped;
  const check = async () => {
    if (busy || !running() || !needsRefresh(readToken(), now())) return;
    busy = true;
    try {
      const token = await fetchToken();
      if (running()) onRefreshed(token);
    } catch (error) {
      if (running()) onFailed(error);
    } finally {
      busy = false;
    }
  };
  void check();
  const timer = setInterval(() => void check(), intervalMs);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
