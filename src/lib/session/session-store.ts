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

export function tokenUserId(token: string): string | null {
  try {
    return decodeUserInfo(token).id;
  } catch {
    return null;
  }
}

// Another tab may have written the token and not yet the user info when this one started.
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

let current: UserSessionInfo = initialUser();
const listeners = new Set<() => void>();

function publish(user: UserSessionInfo): void {
  current = user;
  listeners.forEach((listener) => listener());
}

export function authorize(token: string): UserSessionInfo {
  const user = decodeUserInfo(token);
  writeToken(token);
  writeUserInfo(user);
  publish(user);
  return user;
}

export function resetSession(): void {
  clearToken();
  clearUserInfo();
  publish(emptyUser);
}

// Nothing is removed: by now the store may hold a newer session from another tab.
export function forgetSession(): void {
  publish(emptyUser);
}

export function adoptStoredUser(): void {
  const stored = readUserInfo();
  if (stored.isAuthorized && stored.id === current.id) publish(stored);
}

export function updateUserInfo(changes: Partial<Omit<UserSessionInfo, 'id' | 'isAuthorized'>>): void {
  if (!current.isAuthorized) return;
  const user: UserSessionInfo = { ...current, ...changes };
  writeUserInfo(user);
  publish(user);
}

export const getUser = (): UserSessionInfo => current;

export class SessionChangedError extends Error {
  constructor() {
    super('The session changed in another tab.');
    this.name = 'SessionChangedError';
  }
}

// When another tab signed in as someone else, this tab's screens still belong to the previous user: the new
// token would read or write in the other account, so this throws (the tab sync reloads the tab at once).
export function bearerToken(): string | null {
  const token = readToken();
  if (token && current.isAuthorized && tokenUserId(token) !== current.id) throw new SessionChangedError();
  return token;
}

// False once a 401, a sign-out or another tab's sign-in ended it: leaving a screen can't be held back then.
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
