import { Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { resetLinkQuery } from './auth-queries';
import { AuthLayout } from './auth-layout';
import { BusyState } from './busy-state';
import { FormAlert } from './form-alert';
import { NewPasswordForm } from './new-password-form';

// The contract's path pattern: any other token is not even asked about.
const RESET_TOKEN = /^[A-Za-z0-9_-]{16,512}$/;

export function NewPasswordScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const wellFormed = RESET_TOKEN.test(token);
  const link = useQuery({ ...resetLinkQuery(token), enabled: wellFormed, staleTime: 0, gcTime: 0 });

  const body = () => {
    if (!wellFormed || link.isError) {
      const fallback = t('auth.newPassword.invalid');
      return (
        <Stack gap="4">
          <FormAlert>{wellFormed ? errorMessage(link.error, fallback) : fallback}</FormAlert>
          <Button asChild colorPalette="brand">
            <RouterLink to="/reset_password">{t('auth.links.requestNewLink')}</RouterLink>
          </Button>
          {wellFormed && (
            <Button
              variant="ghost"
              onClick={() => void link.refetch()}
              loading={link.isFetching}
              loadingText={t('common.retry')}
            >
              {t('common.retry')}
            </Button>
          )}
          <Button asChild variant="ghost">
            <RouterLink to="/login">{t('auth.links.backToSignIn')}</RouterLink>
          </Button>
        </Stack>
      );
    }
    if (link.isPending) return <BusyState label={t('auth.newPassword.checking')} />;
    return <NewPasswordForm token={token} email={link.data.data.email} />;
  };

  return (
    <AuthLayout title={t('auth.newPassword.title')} subtitle={t('auth.newPassword.subtitle')}>
      {body()}
    </AuthLayout>
  );
}
