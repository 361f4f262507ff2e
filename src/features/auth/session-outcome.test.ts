import { describe, expect, it } from 'vitest';
import { getUser } from '@/lib/session/session-store';
import { readToken } from '@/lib/session/token';
import { emptyUser, readUserInfo } from '@/lib/session/user-info';
import { acceptToken, rejectSession } from './session-outcome';
import { mayaClaims, testToken } from './token.testing';

describe('session transitions', () => {
  it('a token authorizes the user with the info decoded from it, kept as JSON', () => {
    const token = testToken({ ...mayaClaims, exp: 4102444800 });
    const outcome = acceptToken(token, 'unreadable');
    expect(outcome.ok).toBe(true);
    expect(outcome).toMatchObject({ user: { firstName: 'Maya', isAuthorized: true } });
    expect(readToken()).toBe(token);
    expect(getUser()).toMatchObject({ email: mayaClaims.email, isAuthorized: true, isSuperAdmin: false });
    expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toEqual(getUser());
  });

  it('an unreadable token resets to the empty, unauthorized user', () => {
    acceptToken(testToken(mayaClaims), 'unreadable');
    expect(acceptToken('not-a-token', 'The token could not be read')).toEqual({
      ok: false,
      message: 'The token could not be read',
    });
    expect(readToken()).toBeNull();
    expect(getUser()).toEqual(emptyUser);
    expect(readUserInfo()).toEqual(emptyUser);
  });

  it('any failure resets the session and keeps the server message', () => {
    acceptToken(testToken(mayaClaims), 'unreadable');
    const outcome = rejectSession(
      { message: 'An account with this email already exists.' },
      'Sign-up failed',
    );
    expect(outcome).toEqual({ ok: false, message: 'An account with this email already exists.' });
    expect(readToken()).toBeNull();
    expect(getUser()).toEqual(emptyUser);
    expect(getUser().isAuthorized).toBe(false);
  });

  it('a failure without a server message (network) gives the fallback', () => {
    expect(rejectSession(new TypeError('Failed to fetch'), 'Google authentication failed').message).toBe(
      'Google authentication failed',
    );
    expect(rejectSession({ message: '  ' }, 'Google token authentication failed').message).toBe(
      'Google token authentication failed',
    );
  });
});
