import { useSyncExternalStore } from 'react';
import { clearToken, writeToken } from './token';
import {
  clearUserInfo,
  decodeUserInfo,
  emptyUser,
  readUserInfo,
  writeUserInfo,
  type UserSessionInfo,
} from './user-info';

/**
 * The signed-in user, shared by every screen. A successful sign-in (login, register, refresh,
 * Google) goes through `authorize`; any failure goes through `resetSession`.
 */
let current: UserSessionInfo = readUserInfo();
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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUser(): UserSessionInfo {
  return useSyncExternalStore(subscribe, getUser, getUser);
}
