import { readItem, removeItem, storageKeys, writeItem } from './storage';

export const readToken = (): string | null => readItem(storageKeys.token) || null;
export const writeToken = (token: string): void => writeItem(storageKeys.token, token);
export const clearToken = (): void => removeItem(storageKeys.token);

/** Keeps the message of a 401 for the login screen to show once. */
export const saveAuthMessage = (message: string): void => writeItem(storageKeys.authMessage, message);

/** The kept 401 message, if any. */
export const readAuthMessage = (): string | null => readItem(storageKeys.authMessage) || null;

/** Forgets the kept 401 message once the login screen has shown it. */
export const clearAuthMessage = (): void => removeItem(storageKeys.authMessage);
