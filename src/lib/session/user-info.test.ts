import { describe, expect, it } from 'vitest';
import { decodeUserInfo, emptyUser, readUserInfo, writeUserInfo } from './user-info';

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: unknown) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.c2lnbmF0dXJl`;

describe('decodeUserInfo', () => {
  it('reads the user session info from the token and marks the user authorized', () => {
    const user = decodeUserInfo(
      jwt({
        id: 'u1',
        firstName: 'Maya',
        lastName: 'Thompson',
        email: 'maya@example.com',
        phone: '+14155550142',
        role: 'company_admin',
        company: 'c1',
        isSuperAdmin: true,
        iat: 1,
      }),
    );
    expect(user).toEqual({
      id: 'u1',
      firstName: 'Maya',
      lastName: 'Thompson',
      email: 'maya@example.com',
      currency: 'USD',
      avatar: '',
      language: 'en',
      phone: '+14155550142',
      role: 'company_admin',
      company: 'c1',
      isSuperAdmin: true,
      isAuthorized: true,
    });
  });

  it('keeps a stated currency and language over the defaults', () => {
    const user = decodeUserInfo(jwt({ id: 'u2', email: 'a@b.co', currency: 'EUR', language: 'es' }));
    expect(user.currency).toBe('EUR');
    expect(user.language).toBe('es');
  });

  it('rejects what is not a token, or a token without a user', () => {
    expect(() => decodeUserInfo('not-a-token')).toThrow();
    expect(() => decodeUserInfo(jwt({ firstName: 'Nobody' }))).toThrow();
  });

  it('isSuperAdmin is true only when the claim is exactly true', () => {
    expect(decodeUserInfo(jwt({ id: 'u3', email: 'a@b.co', isSuperAdmin: 'true' })).isSuperAdmin).toBe(false);
  });
});

describe('stored user info', () => {
  it('round-trips through local storage as JSON under userInfo', () => {
    const user = decodeUserInfo(jwt({ id: 'u1', email: 'a@b.co', firstName: 'Ana' }));
    writeUserInfo(user);
    expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toEqual(user);
    expect(readUserInfo()).toEqual(user);
  });

  it('falls back to the empty, unauthorized user on missing or broken data', () => {
    expect(readUserInfo()).toEqual(emptyUser);
    localStorage.setItem('userInfo', '{broken');
    expect(readUserInfo()).toEqual(emptyUser);
    expect(emptyUser.isAuthorized).toBe(false);
  });
});
