import { lazy, Suspense } from 'react';

export const TOAST_DURATION_MS = 5000;

export type ToastType = 'success' | 'error' | 'info' | 'warning';

// The toast machine and its styles are not needed to paint a screen: they load after it, and a
// toast asked for before they arrive is shown once they have.
const loadView = () => import('./toaster-view');
const ToasterView = lazy(loadView);

export function notify(type: ToastType, title: string, description?: string): void {
  void loadView().then(({ show }) => show(type, title, description, TOAST_DURATION_MS));
}

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
