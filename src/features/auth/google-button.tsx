import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { useGoogleUrl } from './auth-queries';
import { AuthButton } from './auth-button';
import { FormAlert } from './form-alert';
import { GoogleMark } from './google-mark';
import { consentUrl, keepOAuthNext } from './oauth-return';

export function GoogleButton({ next }: { next?: string | undefined }) {
  const { t } = useTranslation();
  const mutation = useGoogleUrl();
  const [leaving, setLeaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // Back from Google's page out of the browser's page cache: the button works again.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', shown);
    return () => {
      window.removeEventListener('pageshow', shown);
    };
  }, []);

  const start = () => {
    setProblem(null);
    mutation.mutate(
      {},
      {
        // An answer without a body reaches here as undefined.
        onSuccess: (answer: { data: { url: string } } | undefined) => {
          const url = answer ? consentUrl(answer.data.url) : null;
          if (!url) {
            setProblem(t('auth.google.unavailable'));
            return;
          }
          keepOAuthNext(next);
          setLeaving(true);
          window.location.assign(url);
        },
        onError: (failure) => {
          setProblem(errorMessage(failure, t('auth.google.unavailable')));
        },
      },
    );
  };

  return (
    <div className="auth-stack">
      <AuthButton
        variant="outline"
        onClick={start}
        loading={mutation.isPending || leaving}
        loadingText={t('auth.google.opening')}
      >
        <GoogleMark />
        {t('auth.google.continue')}
      </AuthButton>
      {problem && <FormAlert>{problem}</FormAlert>}
    </div>
  );
}
