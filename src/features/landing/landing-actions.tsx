import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function LandingActions({ signedIn, size = 'md' }: { signedIn: boolean; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  if (signedIn) {
    return (
      <Button asChild colorPalette="brand" size={size}>
        <RouterLink to="/dashboard">{t('landing.goToDashboard')}</RouterLink>
      </Button>
    );
  }
  return (
    <Stack direction="row" gap="3" wrap="wrap">
      <Button asChild variant="outline" size={size}>
        <RouterLink to="/login">{t('landing.signIn')}</RouterLink>
      </Button>
      <Button asChild colorPalette="brand" size={size}>
        <RouterLink to="/signup">{t('landing.createAccount')}</RouterLink>
      </Button>
    </Stack>
  );
}
