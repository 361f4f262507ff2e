import { useSyncExternalStore } from 'react';

// The md breakpoint of the theme (spec section 9): the sidebar and the long greeting from here up.
const WIDE_QUERY = '(min-width: 768px)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(WIDE_QUERY)
    : null;
}

function subscribe(listener: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

const isWide = (): boolean => mediaQuery()?.matches ?? true;

/** True on screens at least 768 px wide (Chakra's `md`), kept in step with resizes. */
export function useIsWide(): boolean {
  return useSyncExternalStore(subscribe, isWide, isWide);
}
