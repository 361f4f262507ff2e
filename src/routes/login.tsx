import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '@/features/auth/login-screen';
import { safeNext } from '@/lib/safe-next';

export interface LoginSearch {
  next?: string;
}

export const Route = createFileRoute('/login')({
  // A hostile or malformed `next` falls back to nothing (then /dashboard), never throws.
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search['next'] === 'string' && safeNext(search['next'], '') !== ''
      ? { next: safeNext(search['next']) }
      : {},
  staticData: { screen: 'login', sidebar: false },
  component: LoginRoute,
});

function LoginRoute() {
  const { next } = Route.useSearch();
  return <LoginScreen next={next} />;
}
