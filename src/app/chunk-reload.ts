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

// A tab older than a deploy asks for chunks the deploy replaced: one reload brings it onto the new build.
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
