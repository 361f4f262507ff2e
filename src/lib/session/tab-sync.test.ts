import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  authorize,
  bearerToken,
  getUser,
  isSessionCurrent,
  resetSession,
  SessionChangedError,
} from './session-store';
import { watchOtherTabs } from './tab-sync';

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: unknown) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.c2lnbmF0dXJl`;

const maya = jwt({ id: 'u1', firstName: 'Maya', email: 'maya@example.com' });
const mayaRenewed = jwt({ id: 'u1', firstName: 'Maya', email: 'maya@example.com', exp: 4102444800 });
const daniel = jwt({ id: 'u2', firstName: 'Daniel', email: 'daniel@example.com', isSuperAdmin: true });

function otherTab(change: () => void, key: string | null = 'token') {
  change();
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
}

function watch() {
  const handlers = { onSignedOut: vi.fn(), onSwitched: vi.fn() };
  const stop = watchOtherTabs(handlers);
  return { ...handlers, stop };
}

afterEach(() => resetSession());

describe('tabs agree on the session', () => {
  it('a sign-out in another tab signs this one out', () => {
    authorize(maya);
    const tab = watch();
    otherTab(() => localStorage.clear(), null);
    expect(getUser().isAuthorized).toBe(false);
    expect(tab.onSignedOut).toHaveBeenCalledTimes(1);
    expect(tab.onSwitched).not.toHaveBeenCalled();
    tab.stop();
  });

  it('another user signing in elsewhere makes this tab start again, and until then it sends no token', () => {
    authorize(maya);
    const tab = watch();
    otherTab(() => localStorage.setItem('token', daniel));
    expect(tab.onSwitched).toHaveBeenCalledTimes(1);
    // Maya's screens are still up: Daniel's token must not go out with them.
    expect(() => bearerToken()).toThrow(SessionChangedError);
    expect(isSessionCurrent()).toBe(false);
    tab.stop();
  });

  it('a sign-in elsewhere while this tab was signed out also starts it again', () => {
    const tab = watch();
    otherTab(() => localStorage.setItem('token', maya));
    expect(tab.onSwitched).toHaveBeenCalledTimes(1);
    tab.stop();
  });

  it("the same user's refresh or profile change in another tab is taken over quietly", () => {
    authorize(maya);
    const tab = watch();
    otherTab(() => {
      localStorage.setItem('token', mayaRenewed);
      localStorage.setItem('userInfo', JSON.stringify({ ...getUser(), firstName: 'Mia' }));
    }, 'userInfo');
    expect(getUser()).toMatchObject({ id: 'u1', firstName: 'Mia', isAuthorized: true });
    expect(bearerToken()).toBe(mayaRenewed);
    expect(tab.onSignedOut).not.toHaveBeenCalled();
    expect(tab.onSwitched).not.toHaveBeenCalled();
    tab.stop();
  });

  it('ignores other settings', () => {
    authorize(maya);
    const tab = watch();
    otherTab(() => localStorage.setItem('theme', 'dark'), 'theme');
    expect(tab.onSignedOut).not.toHaveBeenCalled();
    expect(tab.onSwitched).not.toHaveBeenCalled();
    tab.stop();
  });
});
