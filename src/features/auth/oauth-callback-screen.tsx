import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resetSession } from '@/lib/session/session-store';
import { AuthLayout } from './auth-layout';
import { useGoogleCallback, useGoogleLogin } from './auth-queries';
import { BusyState } from './busy-state';
import { FormAlert } from './form-alert';
import { readAccessToken, takeOAuthNext } from './oauth-return';
import { useSessionStart } from './use-session-start';

interface Props {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
}

// Google's access token must not stay in the address bar (history, bookmarks, shared links).
function forgetFragment(): void {
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}`,
  );
}

export function OAuthCallbackScreen({ code, error }: Props) {
  const { t } = useTranslation();
  const router = useRouter();
  const [accessToken] = useState(() => (code || error ? null : readAccessToken(window.location.hash)));
  const declined = Boolean(error) || (!code && !accessToken);
  const landing = useRef('/dashboard');
  const session = useSessionStart(() => {
    router.history.replace(landing.current);
  });
  const { succeed, fail } = session;
  const { mutate: exchangeCode } = useGoogleCallback();
  const { mutate: exchangeToken } = useGoogleLogin();
  // The code is good for one exchange: never send it twice (StrictMode runs effects twice).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    landing.current = takeOAuthNext();
    if (declined) {
      resetSession();
    } else if (code) {
      exchangeCode(
        { body: { code } },
        {
          onSuccess: (answer) => {
            succeed(answer, t('auth.google.failed'));
          },
          onError: (failure) => {
            fail(failure, t('auth.google.failed'));
          },
        },
      );
    } else if (accessToken) {
      forgetFragment();
      exchangeToken(
        { body: { token: accessToken } },
        {
          onSuccess: (answer) => {
            succeed(answer, t('auth.google.tokenFailed'));
          },
          onError: (failure) => {
            fail(failure, t('auth.google.tokenFailed'));
          },
        },
      );
    }
  }, [accessToken, code, declined, exchangeCode, exchangeToken, fail, succeed, t]);

  const failure = declined ? t('auth.google.failed') : session.error;

  return (
    <AuthLayout title={t('auth.google.title')}>
      {failure ? (
        <Stack gap="4">
          <FormAlert>{failure}</FormAlert>
          <Button asChild colorPalette="brand">
            <RouterLink to="/login">{t('auth.links.backToSignIn')}</RouterLink>
          </Button>
        </Stack>
      ) : (
        <BusyState label={t('auth.google.working')} />
      )}
    </AuthLayout>
  );
}
