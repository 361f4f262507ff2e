import { afterEach, describe, expect, it } from 'vitest';
import { authorize, getUser, resetSession, updateUserInfo } from './session-store';
import { readUserInfo } from './user-info';

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: unknown) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.c2lnbmF0dXJl`;

afterEach(() => resetSession());

describe('updateUserInfo', () => {
  it('changes the signed-in user, stored and shown at once, keeping the rest', () => {
    authorize(jwt({ id: 'u1', firstName: 'Maya', lastName: 'Thompson', email: 'maya@example.com' }));
    updateUserInfo({ firstName: 'Mia', language: 'es' });
    expect(getUser()).toMatchObject({
      id: 'u1',
      firstName: 'Mia',
      lastName: 'Thompson',
      language: 'es',
      isAuthorized: true,
    });
    expect(readUserInfo()).toEqual(getUser());
  });

  it('does nothing when nobody is signed in', () => {
    updateUserInfo({ firstName: 'Mia' });
    expect(getUser().firstName).toBe('');
    expect(getUser().isAuthorized).toBe(false);
  });
});
