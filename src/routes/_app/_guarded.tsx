import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { readToken } from '@/lib/session/token';

export const Route = createFileRoute('/_app/_guarded')({
  beforeLoad: ({ location }) => {
    if (!readToken()) {
      throw redirect({ to: '/login', search: { next: location.href } });
    }
  },
  component: Outlet,
});
