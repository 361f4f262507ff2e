import { Box } from '@chakra-ui/react';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AppHeader } from '@/app/shell/app-header';
import { readToken } from '@/lib/session/token';

// Every guarded route sits under this pathless layout: without a stored token the visitor goes
// to /login with `next` holding the path and query wanted.
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ location }) => {
    if (!readToken()) {
      throw redirect({ to: '/login', search: { next: location.href } });
    }
  },
  component: GuardedLayout,
});

function GuardedLayout() {
  return (
    <Box minH="100dvh">
      <AppHeader />
      <Box as="main">
        <Outlet />
      </Box>
    </Box>
  );
}
