import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useRouteTitle } from '@/app/route-title';
import { env } from '@/config/env';
import { useIdle } from '@/lib/idle';

// Only against the mock; its code is never loaded otherwise, and there only once the first screen has
// painted, so that QA measures the console's own first paint.
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
      {env.mockMode && <QaPanelWhenIdle />}
    </>
  );
}

// Its own component, so that waiting for idle re-renders only itself, and nothing waits outside mock mode.
function QaPanelWhenIdle() {
  return useIdle() ? (
    <Suspense fallback={null}>
      <QaPanel />
    </Suspense>
  ) : null;
}
