import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { readToken } from '@/lib/session/token';

// Every guarded route sits under this pathless layout: without a stored token the visitor goes
// to /login with `next` holding the path and query wanted.
export const Route = createFileRoute('/_app/_guarded')({
  beforeLoad: ({ location }) => {
    if (!readToken()) {
      throw redirect({ to: '/login', search: { next: location.href } });
    }
  },
  component: Outlet,
});
