import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { AuthField } from './auth-field';
import { useSendCode, useVerifyEmail } from './auth-queries';
import { FormAlert } from './form-alert';
import { acceptToken } from './session-outcome';
import { useFormFields } from './use-form-fields';
import { codeError, normaliseCode } from './validate-code';

interface Props {
  email: string;
  onVerified: () => void;
  onLater: () => void;
}

function useSecondsUntil(moment: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (moment === null || moment <= Date.now()) return undefined;
    const timer = window.setInterval(() => {
      setNow(Date.now());
    }, 1_000);
    return () => {
      window.clearInterval(timer);
    };
  }, [moment]);
  return moment === null ? 0 : Math.max(0, Math.ceil((moment - now) / 1_000));
}

// The account exists and the session has started when this step shows (the spec: a register
// success authorizes); a wrong code must therefore not sign the user out, unlike a failed login.
export function VerifyEmailStep({ email, onVerified, onLater }: Props) {
  const { t } = useTranslation();
  const send = useSendCode();
  const verify = useVerifyEmail();
  const { values, errors, change, check } = useFormFields({ code: '' }, ({ code }) => {
    const problem = codeError(code);
    return problem ? { code: problem } : {};
  });
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [sentCount, setSentCount] = useState(0);
  const [badToken, setBadToken] = useState<string | null>(null);
  const wait = useSecondsUntil(resendAt);

  const sendCode = () => {
    send.mutate(
      { body: { email } },
      {
        onSuccess: (answer) => {
          setResendAt(Date.now() + answer.data.resendAfterSeconds * 1_000);
          setSentCount((count) => count + 1);
        },
      },
    );
  };
  const sentOnce = useRef(false);
  useEffect(() => {
    if (sentOnce.current) return;
    sentOnce.current = true;
    sendCode();
  });

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(event.currentTarget)) return;
    setBadToken(null);
    verify.mutate(
      { body: { email, code: normaliseCode(values.code) } },
      {
        onSuccess: (answer) => {
          const outcome = acceptToken(answer.data, t('auth.login.badToken'));
          if (outcome.ok) onVerified();
          else setBadToken(outcome.message);
        },
      },
    );
  };

  const resendLabel = wait > 0 ? t('auth.verify.resendIn', { count: wait }) : t('auth.verify.resend');

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.verify.title')}>
      <Stack gap="4">
        {send.isSuccess && (
          <FormAlert status="success">
            {sentCount > 1 ? t('auth.verify.resent', { email }) : t('auth.verify.sent', { email })}
          </FormAlert>
        )}
        {send.isError && <FormAlert>{errorMessage(send.error, t('auth.verify.sendFailed'))}</FormAlert>}
        {verify.isError && <FormAlert>{errorMessage(verify.error, t('auth.verify.failed'))}</FormAlert>}
        {badToken && <FormAlert>{badToken}</FormAlert>}
        <AuthField
          name="code"
          label={t('auth.fields.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          value={values.code}
          onChange={change('code')}
          error={errors.code}
          hint={t('auth.hints.code')}
        />
        <Button
          type="submit"
          colorPalette="brand"
          loading={verify.isPending}
          loadingText={t('auth.verify.submitting')}
        >
          {t('auth.verify.submit')}
        </Button>
        <Button
          variant="outline"
          onClick={sendCode}
          loading={send.isPending}
          loadingText={resendLabel}
          disabled={wait > 0}
        >
          {resendLabel}
        </Button>
        <Text textStyle="sm" color="fg.muted">
          {t('auth.verify.laterHint')}{' '}
          <Button variant="plain" size="sm" px="0" h="auto" colorPalette="brand" onClick={onLater}>
            {t('auth.verify.later')}
          </Button>
        </Text>
      </Stack>
    </form>
  );
}
