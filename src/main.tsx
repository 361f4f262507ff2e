import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { reloadOnStaleChunks } from '@/app/chunk-reload';
import { showConfigError } from '@/app/config-error-page';
import { setOfflineText } from '@/api/errors';
import { localeBackend, readAllTexts } from '@/api/locale-backend';
import { Spinner } from '@/app/page-spinner';
import { loadToasts, Providers } from '@/app/providers';
import { mountToasts } from '@/components/toaster';
import { inShell, opensInShell, queryClient, router } from '@/app/router';
import { syncSessionAcrossTabs } from '@/app/tab-session';
import { envError } from '@/config/env';
import { i18n, initI18n } from '@/i18n';
import { onFirstInput, whenIdle } from '@/lib/idle';
import { applyTheme, readLanguage } from '@/lib/settings';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

if (envError) {
  showConfigError(container, envError.keys, navigator.language);
} else {
  reloadOnStaleChunks();
  syncSessionAcrossTabs();
  applyTheme();
  if (opensInShell(window.location.pathname)) readAllTexts();
  void initI18n(readLanguage(), localeBackend);
  setOfflineText(() => i18n.t('errors.offline'));
  // Toasts' Chakra runtime once the first screen is up: its code, then its mount, each when the page
  // is idle, so that neither stands in the way of the screen or of the user's first keystrokes.
  // Outside the shell (sign-in and the other visitor screens) nothing else of Chakra is on the page
  // and a toast only follows something the user did: there it waits for the first input, so that a
  // visit that only looks pays nothing for it (about 550 ms of a throttled phone's main thread after
  // the sign-in screen's first paint). A toast asked for sooner mounts them itself (notify).
  // Each trigger is cancelled here, synchronously, so the other can never start them a second time.
  const start = () => {
    stopInput();
    stopRendered();
    whenIdle(() => void loadToasts().then(() => whenIdle(mountToasts)));
  };
  const stopInput = onFirstInput(start);
  const stopRendered = router.subscribe('onRendered', () => {
    if (inShell(window.location.pathname)) start();
  });

  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        {/* The texts are not read yet: the one label in English. */}
        <Suspense fallback={<Spinner label="Loading…" />}>
          <RouterProvider router={router} />
        </Suspense>
      </Providers>
    </StrictMode>,
  );
}
