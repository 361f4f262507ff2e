import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/session/session-store';

/** The refusal an ordinary user sees on a super administrator's screen opened by URL. */
export function AccessRefused() {
  const { t } = useTranslation();
  return (
    <Stack gap="3" px={{ base: '4', md: '8' }} py="10" align="center" textAlign="center">
      <Heading as="h1" size="2xl">
        {t('catalogue.refused.title')}
      </Heading>
      <Text color="fg.muted">{t('catalogue.refused.body')}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/dashboard">{t('catalogue.refused.dashboard')}</RouterLink>
      </Button>
    </Stack>
  );
}

/** Its children for a super administrator, the refusal for anybody else. */
export function SuperAdminOnly({ children }: { children: ReactNode }) {
  const user = useUser();
  return user.isSuperAdmin ? children : <AccessRefused />;
}
