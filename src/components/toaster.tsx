import { lazy, startTransition, Suspense, useEffect, useState } from 'react';

export const TOAST_DURATION_MS = 5000;

export type ToastType = 'success' | 'error' | 'info' | 'warning';

// The toast machine and its styles are not needed to paint a screen: they load after it, and a
// toast asked for before they arrive is shown once they have.
export const loadView = () => import('./toaster-view');
const ToasterView = lazy(loadView);

// Toasts are mounted once the first screen has painted and the page is idle (the live region is
// then in place long before a toast), or at the first toast if that comes sooner. Mounted at
// start, their Chakra runtime competed with the first screen for the network and the main thread.
let wanted = false;
const listeners = new Set<() => void>();

export function mountToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Whether toasts are to be drawn: a transition, so React renders them in slices between input. */
export function useToastsShown(): boolean {
  const [shown, setShown] = useState(wanted);
  useEffect(() => {
    if (shown) return undefined;
    const show = () => startTransition(() => setShown(true));
    if (wanted) show();
    listeners.add(show);
    return () => {
      listeners.delete(show);
    };
  }, [shown]);
  return shown;
}

export function notify(type: ToastType, title: string, description?: string): void {
  mountToasts();
  void loadView().then(({ show }) => show(type, title, description, TOAST_DURATION_MS));
}

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
