import { useSyncExternalStore } from 'react';
import { readItem, removeItem, storageKeys, writeItem } from './session/storage';

export type Theme = 'light' | 'dark';

export function readTheme(): Theme {
  return readItem(storageKeys.theme) === 'dark' ? 'dark' : 'light';
}

const themeListeners = new Set<() => void>();

export function setTheme(theme: Theme): void {
  writeItem(storageKeys.theme, theme);
  applyTheme(theme);
  themeListeners.forEach((listener) => listener());
}

export function applyTheme(theme: Theme = readTheme()): void {
  const root = document.documentElement;
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
}

export function useTheme(): Theme {
  return useSyncExternalStore(
    (listener) => {
      themeListeners.add(listener);
      return () => themeListeners.delete(listener);
    },
    readTheme,
    readTheme,
  );
}

export const readLanguage = (): string => readItem(storageKeys.language) || 'en';
export const saveLanguage = (language: string): void => writeItem(storageKeys.language, language);

export function readSearchParams(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(readItem(storageKeys.searchParams) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export const saveSearchParams = (params: Record<string, unknown>): void =>
  writeItem(storageKeys.searchParams, JSON.stringify(params));

export const clearSearchParams = (): void => removeItem(storageKeys.searchParams);
