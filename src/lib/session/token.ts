import { readItem, removeItem, storageKeys, writeItem } from './storage';

export const readToken = (): string | null => readItem(storageKeys.token) || null;
export const writeToken = (token: string): void => writeItem(storageKeys.token, token);
export const clearToken = (): void => removeItem(storageKeys.token);

export const saveAuthMessage = (message: string): void => writeItem(storageKeys.authMessage, message);

export const readAuthMessage = (): string | null => readItem(storageKeys.authMessage) || null;

export const clearAuthMessage = (): void => removeItem(storageKeys.authMessage);
