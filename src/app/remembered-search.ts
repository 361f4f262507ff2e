import { readSearchParams, saveSearchParams } from '@/lib/settings';

// The spec's stored search parameters: a list screen's filters as the user last left them, kept
// per screen in the local settings (cleared at sign-out) and put back when the screen is entered
// without filters of its own (from the sidebar, a bookmark of the bare address). Within the screen
// the address rules, so that "clear filters" clears. Read and written in the route's beforeLoad,
// so what is saved is what the route loaded, before any render (a preload saves nothing).

export function keptSearch(search: object, leave: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(search).filter(([key, value]) => value !== undefined && !leave.includes(key)),
  );
}

// The router calls an arrival a "stay" when its route is among the committed matches, and a screen
// left a moment ago is still committed until the next one has loaded: Calls, then Dashboard, then
// Calls again before the dashboard painted arrives as a stay, which would save the bare address
// over the filters. What was asked for just before tells the user's entry from a change within.
let requested: string | undefined;
let previouslyRequested: string | undefined;

/** Called for every navigation the router starts (not for preloads). */
export function noteNavigation(pathname: string): void {
  previouslyRequested = requested;
  requested = pathname;
}

function remember(screen: string, kept: Record<string, unknown>): void {
  const stored = readSearchParams();
  if (JSON.stringify(stored[screen] ?? {}) === JSON.stringify(kept)) return;
  saveSearchParams({ ...stored, [screen]: kept });
}

/** The search to redirect to (the saved filters), or null after saving the one arriving. */
export function restoredSearch<Search extends object>(
  screen: string,
  arrival: { search: object; cause: 'preload' | 'enter' | 'stay'; location: { pathname: string } },
  validate: (raw: Record<string, unknown>) => Search,
  leave: readonly string[] = [],
): Search | null {
  if (arrival.cause === 'preload') return null;
  const entered =
    arrival.cause === 'enter' ||
    (previouslyRequested !== undefined && previouslyRequested !== arrival.location.pathname);
  if (entered && Object.keys(keptSearch(arrival.search, [])).length === 0) {
    const saved = readSearchParams()[screen];
    if (typeof saved === 'object' && saved !== null && !Array.isArray(saved)) {
      const search = validate({ ...saved });
      if (Object.keys(keptSearch(search, [])).length > 0) return search;
    }
  }
  remember(screen, keptSearch(arrival.search, leave));
  return null;
}
