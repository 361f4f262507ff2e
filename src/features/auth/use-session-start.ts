import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserSessionInfo } from '@/lib/session/user-info';
import { acceptToken, rejectSession } from './session-outcome';

// A token also drops what was cached for the previous user.
export function useSessionStart(onSignedIn: (user: UserSessionInfo) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  const fail = (failure: unknown, fallback: string) => {
    setError(rejectSession(failure, fallback).message);
  };
  // An answer without a body (which the client passes as a success) is a failure.
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
