import { useTokenRefresh } from './use-token-refresh';

/** The session's refresh loop, as a component the shell draws lazily (see AppShell). */
export function TokenRefresh() {
  useTokenRefresh();
  return null;
}
