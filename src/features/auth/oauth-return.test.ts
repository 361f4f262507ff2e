import { afterEach, describe, expect, it } from 'vitest';
import { consentUrl, keepOAuthNext, readAccessToken, takeOAuthNext } from './oauth-return';

describe('the page kept across the Google round trip', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('comes back once, then /dashboard', () => {
    keepOAuthNext('/calls?agentId=a1');
    expect(takeOAuthNext()).toBe('/calls?agentId=a1');
    expect(takeOAuthNext()).toBe('/dashboard');
  });

  it('is never kept, nor honoured, when it leaves the site', () => {
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      keepOAuthNext(next);
      expect(takeOAuthNext(), next).toBe('/dashboard');
    }
    // Planted by someone else in the tab's storage: still checked when used.
    sessionStorage.setItem('oauthNext', '//evil.example');
    expect(takeOAuthNext()).toBe('/dashboard');
  });

  it('no next forgets an older one', () => {
    keepOAuthNext('/contacts');
    keepOAuthNext(undefined);
    expect(takeOAuthNext()).toBe('/dashboard');
  });
});

describe('consentUrl', () => {
  it('follows only http(s) addresses', () => {
    expect(consentUrl('https://accounts.google.com/o/oauth2/v2/auth?x=1')).toBe(
      'https://accounts.google.com/o/oauth2/v2/auth?x=1',
    );
    expect(consentUrl('javascript:alert(1)')).toBeNull();
    expect(consentUrl('not a url')).toBeNull();
  });
});

describe('readAccessToken', () => {
  it('reads the token of the fragment', () => {
    expect(readAccessToken('#access_token=ya29.abc&token_type=Bearer')).toBe('ya29.abc');
    expect(readAccessToken('')).toBeNull();
    expect(readAccessToken(`#access_token=${'x'.repeat(4097)}`)).toBeNull();
  });
});
