import { describe, expect, it } from 'vitest';
import { logout } from './session/logout';
import { readToken, writeToken } from './session/token';
import {
  applyTheme,
  clearSearchParams,
  readLanguage,
  readSearchParams,
  readTheme,
  saveLanguage,
  saveSearchParams,
  setTheme,
} from './settings';

describe('local settings', () => {
  it('theme defaults to light, is saved and applied to the document', () => {
    expect(readTheme()).toBe('light');
    setTheme('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.classList.contains('light')).toBe(false);
    setTheme('light');
    expect(document.documentElement.classList.contains('light')).toBe(true);
  });

  it('an unknown stored theme reads as light', () => {
    localStorage.setItem('theme', 'purple');
    expect(readTheme()).toBe('light');
    applyTheme();
    expect(document.documentElement.classList.contains('light')).toBe(true);
  });

  it('language defaults to en and keeps the saved choice', () => {
    expect(readLanguage()).toBe('en');
    saveLanguage('es');
    expect(readLanguage()).toBe('es');
  });

  it('search parameters round-trip as one object, and garbage reads as none', () => {
    saveSearchParams({ status: 'completed', page: 2 });
    expect(readSearchParams()).toEqual({ status: 'completed', page: 2 });
    localStorage.setItem('searchParams', '[1,2]');
    expect(readSearchParams()).toEqual({});
    clearSearchParams();
    expect(localStorage.getItem('searchParams')).toBeNull();
  });

  it('logout clears the search parameters, token and user info, and keeps theme and language', () => {
    writeToken('a.b.c');
    localStorage.setItem('userInfo', '{"id":"u1"}');
    saveSearchParams({ q: 'x' });
    setTheme('dark');
    saveLanguage('es');
    logout();
    expect(readToken()).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem('searchParams')).toBeNull();
    expect(readTheme()).toBe('dark');
    expect(readLanguage()).toBe('es');
  });
});
