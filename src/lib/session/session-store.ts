import { useSyncExternalStore } from 'react';
import { clearToken, readToken, writeToken } from './token';
import {
  clearUserInfo,
  decodeUserInfo,
  emptyUser,
  readUserInfo,
  writeUserInfo,
  type UserSessionInfo,
} from './user-info';

/** The user a token was issued to, or null when it cannot be read. */
export function tokenUserId(token: string): string | null {
  try {
    return decodeUserInfo(token).id;
  } catch {
    return null;
  }
}

/**
 * The stored user, unless the stored token was issued to someone else: another tab may have
 * written the token and not yet the user info when this one started.
 */
function initialUser(): UserSessionInfo {
  const user = readUserInfo();
  const token = readToken();
  if (!token || !user.isAuthorized || tokenUserId(token) === user.id) return user;
  try {
    return decodeUserInfo(token);
  } catch {
    return user;
  }
}

/**
 * The signed-in user, shared by every screen. A successful sign-in (login, register, refresh,
 * Google) goes through `authorize`; any failure goes through `resetSession`.
 */
let current: UserSessionInfo = initialUser();
const listeners = new Set<() => void>();

function publish(user: UserSessionInfo): void {
  current = user;
  listeners.forEach((listener) => listener());
}

/** Stores the token and the user decoded from it. Throws, storing nothing, when the token is unusable. */
export function authorize(token: string): UserSessionInfo {
  const user = decodeUserInfo(token);
  writeToken(token);
  writeUserInfo(user);
  publish(user);
  return user;
}

/** Back to an empty, unauthorized user with nothing stored. */
export function resetSession(): void {
  clearToken();
  clearUserInfo();
  publish(emptyUser);
}

/**
 * This tab learns that the session ended in another one: nothing is removed from the store, which
 * may already hold a newer session by the time this runs.
 */
export function forgetSession(): void {
  publish(emptyUser);
}

/** Another tab changed the same user's token or profile: this tab shows the stored user again. */
export function adoptStoredUser(): void {
  const stored = readUserInfo();
  if (stored.isAuthorized && stored.id === current.id) publish(stored);
}

/**
 * Changes some fields of the signed-in user (after the user edited their profile or language), stored
 * and shown at once; the token is left as it is. Nothing happens when nobody is signed in.
 */
export function updateUserInfo(changes: Partial<Omit<UserSessionInfo, 'id' | 'isAuthorized'>>): void {
  if (!current.isAuthorized) return;
  const user: UserSessionInfo = { ...current, ...changes };
  writeUserInfo(user);
  publish(user);
}

export const getUser = (): UserSessionInfo => current;

/** A request was about to carry a token issued to someone other than the user this tab shows. */
export class SessionChangedError extends Error {
  constructor() {
    super('The session changed in another tab.');
    this.name = 'SessionChangedError';
  }
}

/**
 * The token to send with a request, or null when none is stored. When another tab has signed in
 * as someone else, the screens of this tab still belong to the previous user: sending the new
 * token with them would read or write in the other account, so this throws instead (the tab
 * reloads onto the new identity at once, see the tab sync).
 */
export function bearerToken(): string | null {
  const token = readToken();
  if (token && current.isAuthorized && tokenUserId(token) !== current.id) throw new SessionChangedError();
  return token;
}

/**
 * Whether this tab's session is the stored one: signed in, with a stored token issued to the user
 * shown. False once a 401, a sign-out or another tab's sign-in has ended it, when leaving a screen
 * can no longer be held back.
 */
export function isSessionCurrent(): boolean {
  const token = readToken();
  return current.isAuthorized && token !== null && tokenUserId(token) === current.id;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUser(): UserSessionInfo {
  return useSyncExternalStore(subscribe, getUser, getUser);
}
