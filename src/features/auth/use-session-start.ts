import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserSessionInfo } from '@/lib/session/user-info';
import { acceptToken, rejectSession } from './session-outcome';

/**
 * The end of every sign-in screen's call (login, sign-up, Google): a token authorizes the user
 * with the info decoded from it (and drops what was cached for the previous user); any failure
 * resets the session and keeps the message to show.
 */
export function useSessionStart(onSignedIn: (user: UserSessionInfo) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  const fail = (failure: unknown, fallback: string) => {
    setError(rejectSession(failure, fallback).message);
  };
  /** The answer of a sign-in call; one without a body (which the client passes as a success) fails. */
  const succeed = (answer: { data: string } | undefined, fallback: string) => {
    if (!answer?.data) {
      fail(undefined, fallback);
      return;
    }
    const outcome = acceptToken(answer.data, t('auth.login.badToken'));
    if (outcome.ok) {
      queryClient.clear();
      onSignedIn(outcome.user);
    } else {
      setError(outcome.message);
    }
  };
  const clearError = () => {
    setError(null);
  };

  return { succeed, fail, clearError, error };
}
