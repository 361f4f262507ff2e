import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTokenRefresh } from '@/features/auth/use-token-refresh';
import { useUser } from '@/lib/session/session-store';
import { AppHeader } from './app-header';
import { Sidebar } from './sidebar';
import { GuidedTour } from './tour/guided-tour';
import { useSidebarVisible } from './use-sidebar-visible';

export function AppShell({ children }: { children: ReactNode }) {
  const withSidebar = useSidebarVisible();
  const user = useUser();
  useTokenRefresh();
  return (
    <Flex minH="100dvh">
      {withSidebar && <Sidebar />}
      <Flex direction="column" flex="1" minW="0">
        <AppHeader withMenu={withSidebar} />
        <Box as="main" flex="1" minW="0">
          {children}
        </Box>
      </Flex>
      {user.isAuthorized && <GuidedTour autoStart={withSidebar} />}
    </Flex>
  );
}
