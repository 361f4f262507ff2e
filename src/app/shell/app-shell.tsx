import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppHeader } from './app-header';

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <Box minH="100dvh">
      <AppHeader />
      <Box as="main">{children}</Box>
    </Box>
  );
}
