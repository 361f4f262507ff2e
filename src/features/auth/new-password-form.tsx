import { Button, Stack, Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { notify } from '@/components/toaster';
import { AuthField } from './auth-field';
import { useResetPassword } from './auth-queries';
import { FormAlert } from './form-alert';
import { useFormFields } from './use-form-fields';
import { validateNewPassword } from './validate-password';

export function NewPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const router = useRouter();
  const { values, errors, change, check } = useFormFields({ password: '', confirm: '' }, validateNewPassword);
  const mutation = useResetPassword();

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(event.currentTarget)) return;
    mutation.mutate(
      { params: { path: { token } }, body: { password: values.password } },
      {
        onSuccess: () => {
          notify('success', t('auth.newPassword.success'));
          void router.navigate({ to: '/login', search: {} });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.newPassword.title')}>
      <Stack gap="4">
        <Text color="fg.muted">{t('auth.newPassword.forEmail', { email })}</Text>
        {mutation.isError && (
          <FormAlert>{errorMessage(mutation.error, t('auth.newPassword.failed'))}</FormAlert>
        )}
        <AuthField
          name="password"
          type="password"
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
          hint={t('auth.hints.password')}
        />
        <AuthField
          name="confirm"
          type="password"
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          value={values.confirm}
          onChange={change('confirm')}
          error={errors.confirm}
        />
        <Button
          type="submit"
          colorPalette="brand"
          loading={mutation.isPending}
          loadingText={t('auth.newPassword.submitting')}
        >
          {t('auth.newPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
