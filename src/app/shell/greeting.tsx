import { Stack, Text } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/session/session-store';
import { useIsWide } from './use-is-wide';
import { firstNameOf } from './user-names';

export function Greeting() {
  const { t } = useTranslation();
  const user = useUser();
  const wide = useIsWide();
  const onDashboard = useRouterState({ select: (state) => state.location.pathname === '/dashboard' });
  const name = firstNameOf(user, t('header.fallbackName'));
  return (
    <Stack gap="0.5" minW="0" flex="1">
      <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold" truncate data-testid="greeting">
        {wide ? t('header.welcome', { name }) : t('header.hi', { name })}
      </Text>
      {onDashboard && (
        <Text fontSize={{ base: 'xs', sm: 'sm' }} color="fg.muted">
          {t('header.dashboardSummary')}
        </Text>
      )}
    </Stack>
  );
}
