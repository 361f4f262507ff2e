import { Box, Flex } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { PageSpinner } from '@/app/page-spinner';
import { DeferredMount } from '@/components/deferred-mount';
import { lazyNamed } from '@/lib/lazy-named';
import { useUser } from '@/lib/session/session-store';
import { AppHeader } from './app-header';
import { Sidebar } from './sidebar';
import { TourSlot } from './tour/tour-slot';
import { useSidebarVisible } from './use-sidebar-visible';

// The refresh loop shares the session outcomes with the sign-in screens: imported here, it drew the
// shell's chunk group into the sign-in screen's first paint (+22 KiB on /login).
const TokenRefresh = lazyNamed(() => import('@/features/auth/token-refresh'), 'TokenRefresh');

export function AppShell({ children }: { children: ReactNode }) {
  const withSidebar = useSidebarVisible();
  const user = useUser();
  // The shell and its first screen are a visit's largest render: about half a second of script on
  // a 2-core machine, four times that on a mid-range phone. Rendered in slices, the page keeps
  // answering meanwhile; Lighthouse's blocking time on /dashboard fell from 3.6 s to 1.4 s.
  return (
    <DeferredMount fallback={<PageSpinner />}>
      <Flex minH="100dvh">
        {withSidebar && <Sidebar />}
        <Flex direction="column" flex="1" minW="0">
          <AppHeader withMenu={withSidebar} />
          <Box as="main" flex="1" minW="0">
            {children}
          </Box>
        </Flex>
        {user.isAuthorized && <TourSlot autoStart={withSidebar} />}
        <Suspense fallback={null}>
          <TokenRefresh />
        </Suspense>
      </Flex>
    </DeferredMount>
  );
}
