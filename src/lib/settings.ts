import { useSyncExternalStore } from 'react';
import { readItem, removeItem, storageKeys, writeItem } from './session/storage';

/**
 * The local settings of the spec beside the session: theme (light or dark), language (default
 * en) and the stored search parameters. Reads fall back to the defaults on anything unexpected.
 */
export type Theme = 'light' | 'dark';

export function readTheme(): Theme {
  return readItem(storageKeys.theme) === 'dark' ? 'dark' : 'light';
}

const themeListeners = new Set<() => void>();

/** Saves the theme and applies it to the document (Chakra's `.dark` / `.light` class). */
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

/** The saved language code, or 'en'. Which codes exist is i18n's business. */
export const readLanguage = (): string => readItem(storageKeys.language) || 'en';
export const saveLanguage = (language: string): void => writeItem(storageKeys.language, language);

/** Search parameters a screen keeps between visits (e.g. list filters), as one JSON object. */
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
