import { useTranslation } from 'react-i18next';
import type { UserSessionInfo } from '@/lib/session/user-info';
import { useRegister } from './auth-queries';
import { useSessionStart } from './use-session-start';
import type { RegisterRequest } from './validate-signup';

export function useSignUp(onSignedIn: (user: UserSessionInfo) => void) {
  const { t } = useTranslation();
  const session = useSessionStart(onSignedIn);
  const mutation = useRegister();

  const signUp = (body: RegisterRequest) => {
    session.clearError();
    mutation.mutate(
      { body },
      {
        onSuccess: (answer) => {
          session.succeed(answer, t('auth.signup.failed'));
        },
        onError: (failure) => {
          session.fail(failure, t('auth.signup.failed'));
        },
      },
    );
  };

  return { signUp, pending: mutation.isPending, error: session.error };
}
