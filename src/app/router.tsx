import { createRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { setUnauthorizedHandler } from '@/api/client';
import { parseSearch, stringifySearch } from '@/lib/search-params';
import { resetSession } from '@/lib/session/session-store';
import { readToken } from '@/lib/session/token';
import { routeTree } from '@/routeTree.gen';
import { createQueryClient } from './query-client';
import { noteNavigation } from './remembered-search';
import { PageSpinner } from './page-spinner';

export const queryClient = createQueryClient();

// Drawn with Chakra, which is not on the sign-in route's first paint: loaded when first needed.
const RouteErrorView = lazy(() => import('./route-error'));
const NotFoundView = lazy(() => import('./not-found'));

function RouteError(props: ErrorComponentProps) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <RouteErrorView {...props} />
    </Suspense>
  );
}

function NotFound() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <NotFoundView />
    </Suspense>
  );
}

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Loaders read through TanStack Query, which owns the caching.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  // A scrolled list keeps its place across navigations unless named here: a new address of a
  // row list (a filter, a sort) is another list, read from its top; back and forward still restore.
  scrollToTopSelectors: ['[data-row-scroller]'],
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFound,
  defaultPendingComponent: PageSpinner,
  // Values stay the text typed, so that an address read and written back is the same address.
  parseSearch,
  stringifySearch,
});

router.subscribe('onBeforeNavigate', ({ toLocation }) => noteNavigation(toLocation.pathname));

const under = (pathname: string, id: string) =>
  router.getMatchedRoutes(pathname)[0].some((route) => route.id === id);

/** The address is one of the signed-in shell's screens. */
export const inShell = (pathname: string) => under(pathname, '/_app');

/** The first load will show the shell: its guard sends a visitor without a session to sign in. */
export const opensInShell = (pathname: string) =>
  inShell(pathname) && (readToken() !== null || !under(pathname, '/_app/_guarded'));

// Read from the address the router is on or on its way to: while a screen still loads (its data
// refused before its code arrived) the committed matches are still the previous screen's, or none.
const onGuardedScreen = () => under(router.state.location.pathname, '/_app/_guarded');

// After a 401 a guarded screen ends on /login with `next`, as the guard does; a screen open to visitors
// (/playcall, /summarycall, from shared links) stays and reads again without the refused token.
setUnauthorizedHandler(() => {
  resetSession();
  if (!onGuardedScreen()) {
    // After the signed-out render, so that what needs a session (the bell) no longer asks.
    setTimeout(() => void queryClient.resetQueries({ type: 'active' }), 0);
    return;
  }
  queryClient.clear();
  void router.navigate({ to: '/login', search: { next: router.state.location.href } });
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
