import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { AuthField } from './auth-field';
import { useForgotPassword } from './auth-queries';
import { AuthLayout } from './auth-layout';
import { AuthSwitch } from './auth-switch';
import { FormAlert } from './form-alert';
import { useFormFields } from './use-form-fields';
import { emailError } from './validate-email';

const validate = ({ email }: { email: string }) => {
  const problem = emailError(email);
  return problem ? { email: problem } : {};
};

export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const { values, errors, change, check } = useFormFields({ email: '' }, validate);
  const mutation = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(event.currentTarget)) return;
    const email = values.email.trim();
    mutation.mutate(
      { body: { email } },
      {
        onSuccess: () => {
          setSentTo(email);
        },
      },
    );
  };

  return (
    <AuthLayout
      title={t('auth.forgot.title')}
      subtitle={sentTo === null ? t('auth.forgot.subtitle') : undefined}
      footer={
        <AuthSwitch question={t('auth.links.remembered')} action={t('auth.links.signIn')} to="/login" />
      }
    >
      {sentTo !== null ? (
        <Stack gap="4">
          <FormAlert status="success">{t('auth.forgot.sent', { email: sentTo })}</FormAlert>
          <Button asChild colorPalette="brand">
            <RouterLink to="/login">{t('auth.links.backToSignIn')}</RouterLink>
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              mutation.reset();
              setSentTo(null);
            }}
          >
            {t('auth.forgot.again')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('auth.forgot.title')}>
          <Stack gap="4">
            {mutation.isError && (
              <FormAlert>{errorMessage(mutation.error, t('auth.forgot.failed'))}</FormAlert>
            )}
            <AuthField
              name="email"
              type="email"
              label={t('auth.fields.email')}
              autoComplete="email"
              value={values.email}
              onChange={change('email')}
              error={errors.email}
            />
            <Button
              type="submit"
              colorPalette="brand"
              loading={mutation.isPending}
              loadingText={t('auth.forgot.submitting')}
            >
              {t('auth.forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
