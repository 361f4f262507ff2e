import { useSyncExternalStore } from 'react';

// The theme's md breakpoint (spec section 9).
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

export function useIsWide(): boolean {
  return useSyncExternalStore(subscribe, isWide, isWide);
}
