import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useRouteTitle } from '@/app/route-title';
import { env } from '@/config/env';

// Only against the mock; its code is never loaded otherwise.
const QaPanel = lazy(() => import('@/app/qa/qa-panel'));

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  useRouteTitle();
  return (
    <>
      <Outlet />
      {env.mockMode && (
        <Suspense fallback={null}>
          <QaPanel />
        </Suspense>
      )}
    </>
  );
}
