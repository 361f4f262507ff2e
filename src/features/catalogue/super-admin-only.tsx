import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { useUser } from '@/lib/session/session-store';

export function AccessRefused() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('catalogue.refused.title')} description={t('catalogue.refused.body')} centered>
      <Button asChild colorPalette="brand">
        <RouterLink to="/dashboard">{t('catalogue.refused.dashboard')}</RouterLink>
      </Button>
    </PageFrame>
  );
}

export function SuperAdminOnly({ children }: { children: ReactNode }) {
  const user = useUser();
  return user.isSuperAdmin ? children : <AccessRefused />;
}
