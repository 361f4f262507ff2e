import { watchOtherTabs } from '@/lib/session/tab-sync';
import { queryClient, router } from './router';

const onGuardedScreen = () => router.state.matches.some((match) => match.routeId === '/_app/_guarded');

let leaving = false;

// A sign-in in another tab starts this one again as that user: no cache or screen of the previous one stays.
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
