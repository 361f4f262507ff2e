import { createRouter } from '@tanstack/react-router';
import { setUnauthorizedHandler } from '@/api/client';
import { resetSession } from '@/lib/session/session-store';
import { routeTree } from '@/routeTree.gen';
import { createQueryClient } from './query-client';
import { RouteError } from './route-error';
import { NotFound } from './not-found';
import { PageSpinner } from './page-spinner';

export const queryClient = createQueryClient();

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Loaders read through TanStack Query, which owns the caching.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFound,
  defaultPendingComponent: PageSpinner,
});

// The 401 flow ends with a router navigation to /login (the token is already gone).
setUnauthorizedHandler(() => {
  resetSession();
  queryClient.clear();
  void router.navigate({ to: '/login', search: {} });
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
