import { useTranslation } from 'react-i18next';
import type { UserSessionInfo } from '@/lib/session/user-info';
import { useLogin } from './auth-queries';
import { useSessionStart } from './use-session-start';

export interface Credentials {
  email: string;
  password: string;
}

export function useSignIn(onSignedIn: (user: UserSessionInfo) => void) {
  const { t } = useTranslation();
  const session = useSessionStart(onSignedIn);
  const mutation = useLogin();

  const signIn = (credentials: Credentials) => {
    session.clearError();
    mutation.mutate(
      { body: credentials },
      {
        onSuccess: (answer) => {
          session.succeed(answer, t('auth.login.failed'));
        },
        onError: (failure) => {
          session.fail(failure, t('auth.login.failed'));
        },
      },
    );
  };

  return { signIn, pending: mutation.isPending, error: session.error };
}
