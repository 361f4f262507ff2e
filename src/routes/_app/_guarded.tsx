import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { loadQueries } from '@/app/route-loaders';
import { shellQueries } from '@/app/shell/shell-queries';
import { getUser } from '@/lib/session/session-store';
import { readToken } from '@/lib/session/token';

export const Route = createFileRoute('/_app/_guarded')({
  // The loader stays in the first chunk: its reads start with the navigation (ARCHITECTURE.md).
  codeSplitGroupings: [['component'], ['errorComponent'], ['notFoundComponent']],
  beforeLoad: ({ location }) => {
    if (!readToken()) {
      throw redirect({ to: '/login', search: { next: location.href } });
    }
  },
  loader: ({ context }) => loadQueries(context.queryClient, shellQueries(getUser())),
  component: Outlet,
});
