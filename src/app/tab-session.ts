import { watchOtherTabs } from '@/lib/session/tab-sync';
import { queryClient, router } from './router';

const onGuardedScreen = () => router.state.matches.some((match) => match.routeId === '/_app/_guarded');

let leaving = false;

/**
 * Every tab of the browser shows the session the store holds. Signed out in another tab: a guarded
 * screen ends on /login with nothing cached, as after this tab's own sign-out; a screen open to
 * visitors stays and reads again without the token. Signed in as someone (else) in another tab:
 * this tab starts again as them, which empties every cache and every screen of the previous user.
 */
export function syncSessionAcrossTabs(target: Window = window): () => void {
  return watchOtherTabs(
    {
      onSignedOut: () => {
        if (!onGuardedScreen()) {
          void queryClient.resetQueries({ type: 'active' });
          return;
        }
        queryClient.clear();
        void router.navigate({ to: '/login', search: {} });
      },
      onSwitched: () => {
        if (leaving) return;
        leaving = true;
        const { pathname, search } = router.state.location;
        // The login screen does not send a signed-in user on: go where it would have.
        if (pathname === '/login') target.location.assign(search.next ?? '/dashboard');
        else target.location.reload();
      },
    },
    target,
  );
}
