import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { $api } from '@/api/queries';
import { authorize, resetSession } from '@/lib/session/session-store';
import type { UserSessionInfo } from '@/lib/session/user-info';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * POST /auth/login, then the user is authorized with the info decoded from the token. Any failure
 * (an error answer, a network failure, an unusable token) resets to an empty, unauthorized user
 * and gives the server's message to show.
 */
export function useSignIn(onSignedIn: (user: UserSessionInfo) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const mutation = $api.useMutation('post', '/auth/login');

  const signIn = (credentials: Credentials) => {
    setError(null);
    mutation.mutate(
      { body: credentials },
      {
        onSuccess: ({ data: token }) => {
          try {
            const user = authorize(token);
            queryClient.clear();
            onSignedIn(user);
          } catch {
            resetSession();
            setError(t('auth.login.badToken'));
          }
        },
        onError: (failure) => {
          resetSession();
          setError(errorMessage(failure, t('auth.login.failed')));
        },
      },
    );
  };

  return { signIn, pending: mutation.isPending, error };
}
