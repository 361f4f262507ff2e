import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ChakraRoot } from '@/app/chakra-root';
import { AppShell } from '@/app/shell/app-shell';

// The guard lives one level down, in _guarded: /playcall and /summarycall show the shell without a token.
export const Route = createFileRoute('/_app')({
  component: () => (
    <ChakraRoot>
      <AppShell>
        <Outlet />
      </AppShell>
    </ChakraRoot>
  ),
});
