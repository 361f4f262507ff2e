import { createFileRoute, Outlet } from '@tanstack/react-router';
import { loadAllTexts } from '@/api/locale-backend';
import { ChakraRoot } from '@/app/chakra-root';
import { AppShell } from '@/app/shell/app-shell';
import { i18n } from '@/i18n';

// The guard lives one level down, in _guarded: /playcall and /summarycall show the shell without a token.
export const Route = createFileRoute('/_app')({
  // The sign-in screens read only their own texts (src/api/locale-backend.ts).
  beforeLoad: () => loadAllTexts(i18n),
  component: () => (
    <ChakraRoot>
      <AppShell>
        <Outlet />
      </AppShell>
    </ChakraRoot>
  ),
});
