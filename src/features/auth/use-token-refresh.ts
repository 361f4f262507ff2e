import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { readToken, saveAuthMessage } from '@/lib/session/token';
import { acceptToken, rejectSession } from './session-outcome';
import { startTokenRefresh } from './token-refresher';

class RefreshFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function fetchFreshToken(): Promise<string> {
  const { data, error, response } = await api.GET('/users/refresh');
  if (data) return data.data;
  throw new RefreshFailure(error.message, response.status);
}

/** The network or the server failed, not the session: worth asking again shortly. */
const isPassingFailure = (error: unknown): boolean =>
  !(error instanceof RefreshFailure) || error.status >= 500;

// Mount it once, inside the router (the shell).
export function useTokenRefresh(): void {
  const router = useRouter();
  const { t } = useTranslation();

  useEffect(() => {
    const end = (message: string) => {
      saveAuthMessage(message);
      const { pathname, href } = router.state.location;
      if (pathname !== '/login') void router.navigate({ to: '/login', search: { next: href } });
    };
    return startTokenRefresh({
      readToken,
      fetchToken: fetchFreshToken,
      isTransient: isPassingFailure,
      onRefreshed: (token) => {
        const outcome = acceptToken(token, t('auth.refresh.failed'));
        if (!outcome.ok) end(outcome.message);
      },
      onFailed: (error) => {
        const { message } = rejectSession(error, t('auth.refresh.failed'));
        // A 401 went through the 401 flow already, which keeps its message and goes to /login.
        if (!(error instanceof RefreshFailure && error.status === 401)) end(message);
      },
    });
  }, [router, t]);
}
