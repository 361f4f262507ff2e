import { useDeferredValue, type ReactNode } from 'react';

/**
 * Mounts `children` in a deferred render: the urgent render commits `fallback`, then React renders
 * the children in slices of a few milliseconds, yielding to the browser between them, instead of in
 * one task that holds the main thread until the whole tree is built. Once mounted, children render
 * like any others.
 */
export function DeferredMount({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const mounted = useDeferredValue(true, false);
  return mounted ? children : fallback;
}
