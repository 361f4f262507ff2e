import { jwtDecode } from 'jwt-decode';

export const REFRESH_MARGIN_MS = 5 * 60_000;

export function tokenExpiry(token: string): number | null {
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

// An expired token is refreshed too: the server then answers 401, which ends the session.
export function needsRefresh(token: string | null, now: number): boolean {
  if (!token) return false;
  const expiry = tokenExpiry(token);
  return expiry !== null && expiry - now <= REFRESH_MARGIN_MS;
}
