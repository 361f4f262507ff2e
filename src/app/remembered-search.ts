import { useEffect } from 'react';
import { readSearchParams, saveSearchParams } from '@/lib/settings';

// The spec's stored search parameters: a list screen's filters as the user last left them, kept
// per screen in the local settings (cleared at sign-out) and put back when the screen is entered
// without filters of its own (from the sidebar, a bookmark of the bare address). Within the screen
// the address rules, so that "clear filters" clears. The page number is not kept.

export function restoredSearch<Search extends object>(
  screen: string,
  arrival: { search: object; cause: 'preload' | 'enter' | 'stay' },
  validate: (raw: Record<string, unknown>) => Search,
): Search | null {
  if (arrival.cause !== 'enter' || Object.keys(keptSearch(arrival.search, [])).length > 0) return null;
  const saved = readSearchParams()[screen];
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return null;
  const search = validate({ ...saved });
  return Object.keys(keptSearch(search, [])).length > 0 ? search : null;
}

export function keptSearch(search: object, leave: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(search).filter(([key, value]) => value !== undefined && !leave.includes(key)),
  );
}

export function useRememberSearch(screen: string, search: object, leave: readonly string[] = []): void {
  const kept = JSON.stringify(keptSearch(search, leave));
  useEffect(() => {
    const stored = readSearchParams();
    if (JSON.stringify(stored[screen] ?? {}) === kept) return;
    saveSearchParams({ ...stored, [screen]: JSON.parse(kept) as unknown });
  }, [screen, kept]);
}
