import { createFileRoute, Outlet } from '@tanstack/react-router';
import { loadAllTexts } from '@/api/locale-backend';
import { ChakraRoot } from '@/app/chakra-root';
import { AppShell } from '@/app/shell/app-shell';
import { i18n } from '@/i18n';
import { readToken } from '@/lib/session/token';

// The guard lives one level down, in _guarded: /playcall and /summarycall show the shell without a token.
export const Route = createFileRoute('/_app')({
  // The sign-in screens read only their own texts (src/api/locale-backend.ts). A visitor without a
  // session at a guarded screen is sent to sign in by _guarded, after this: nothing to read for it.
  beforeLoad: ({ matches }): Promise<void> | undefined =>
    !readToken() && matches.some((match: { routeId: string }) => match.routeId === '/_app/_guarded')
      ? undefined
      : loadAllTexts(i18n),
  component: () => (
    <ChakraRoot>
      <AppShell>
        <Outlet />
      </AppShell>
    </ChakraRoot>
  ),
});
