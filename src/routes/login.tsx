import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '@/features/auth/login-screen';
import { safeNext } from '@/lib/safe-next';

export interface LoginSearch {
  next?: string;
}

export const Route = createFileRoute('/login')({
  // Not split from the entry: a first visit's screen comes with it, not a round trip after it.
  codeSplitGroupings: [],
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    // Always the key (see withKeys): a dropped `next` must not fall back to the raw one.
    ({
      next:
        typeof search['next'] === 'string' && safeNext(search['next'], '') !== ''
          ? safeNext(search['next'])
          : undefined,
    }),
  staticData: { screen: 'login', sidebar: false },
  component: LoginRoute,
});

function LoginRoute() {
  const { next } = Route.useSearch();
  return <LoginScreen next={next} />;
}
