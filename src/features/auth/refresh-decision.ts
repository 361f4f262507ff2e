import { jwtDecode } from 'jwt-decode';

/** A token is refreshed when it expires within this margin. */
export const REFRESH_MARGIN_MS = 5 * 60_000;

/** When the token expires (ms since the epoch), or null when it is unreadable or never expires. */
export function tokenExpiry(token: string): number | null {
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Whether to ask for a new token now: only for a stored token that states its expiry and
 * expires within five minutes (or has expired: the server then answers 401, which ends the session).
 */
export function needsRefresh(token: string | null, now: number): boolean {
  if (!token) return false;
  const expiry = tokenExpiry(token);
  return expiry !== null && expiry - now <= REFRESH_MARGIN_MS;
}
