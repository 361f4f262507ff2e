import { describe, expect, it } from 'vitest';
import { needsRefresh, REFRESH_MARGIN_MS, tokenExpiry } from './refresh-decision';
import { mayaClaims, testToken } from './token.testing';

const now = Date.UTC(2026, 10, 20, 12, 0, 0);
const expiringIn = (ms: number) => testToken({ ...mayaClaims, exp: Math.floor((now + ms) / 1000) });

describe('needsRefresh', () => {
  it('leaves alone a token far from expiry (the examples expire in 2100)', () => {
    expect(needsRefresh(testToken({ ...mayaClaims, exp: 4102444800 }), now)).toBe(false);
    expect(needsRefresh(expiringIn(REFRESH_MARGIN_MS + 1000), now)).toBe(false);
  });

  it('refreshes a token that expires within five minutes, or has expired', () => {
    expect(needsRefresh(expiringIn(REFRESH_MARGIN_MS), now)).toBe(true);
    expect(needsRefresh(expiringIn(60_000), now)).toBe(true);
    expect(needsRefresh(expiringIn(-60_000), now)).toBe(true);
  });

  it('does nothing without a token, with an unreadable one, or one that states no expiry', () => {
    expect(needsRefresh(null, now)).toBe(false);
    expect(needsRefresh('garbage', now)).toBe(false);
    expect(needsRefresh(testToken(mayaClaims), now)).toBe(false);
    expect(needsRefresh(testToken({ ...mayaClaims, exp: 'soon' }), now)).toBe(false);
  });

  it('tokenExpiry reads exp in milliseconds', () => {
    expect(tokenExpiry(testToken({ exp: 4102444800 }))).toBe(4102444800000);
  });
});
