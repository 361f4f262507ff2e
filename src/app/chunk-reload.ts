/** When the last reload for a missing chunk happened (ms since the epoch), per tab. */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';
/** A second failure this soon after reloading is not a stale tab: the error screen shows it. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

export interface ChunkReloadOptions {
  target?: Window;
  storage?: () => Storage | null;
  reload?: () => void;
  now?: () => number;
}

const sessionStore = (): Storage | null => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * A tab opened before a deploy asks for code files the new deploy has replaced, and Vite reports
 * it as `vite:preloadError`. The page then reloads once, onto the new build; if the load fails
 * again within a minute (the files are really missing), the error goes on to the route's error
 * screen instead of reloading forever. Returns the function that stops listening.
 */
export function reloadOnStaleChunks({
  target = window,
  storage = sessionStore,
  reload = () => target.location.reload(),
  now = Date.now,
}: ChunkReloadOptions = {}): () => void {
  const onPreloadError = (event: Event) => {
    // Without a store there is no guard against a loop: the error screen shows the failure.
    const store = storage();
    if (!store) return;
    const last = Number(store.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (now() - last < CHUNK_RELOAD_WINDOW_MS) return;
    try {
      store.setItem(CHUNK_RELOAD_KEY, String(now()));
    } catch {
      return;
    }
    event.preventDefault();
    reload();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
