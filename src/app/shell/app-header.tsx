import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { logout as clearSession } from '@/lib/session/logout';
import { useUser } from '@/lib/session/session-store';

/** The header of every guarded screen: the greeting, and the dashboard's summary sentence. */
export function AppHeader() {
  const { t } = useTranslation();
  const user = useUser();
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const name = user.firstName.trim() || t('header.fallbackName');

  const logout = () => {
    clearSession();
    router.history.push('/login');
  };

  return (
    <Flex
      as="header"
      align="center"
      justify="space-between"
      gap="4"
      px={{ base: '4', md: '8' }}
      py="5"
      borderBottomWidth="1px"
    >
      <Stack gap="1">
        <Text fontSize={{ base: 'lg', md: '2xl' }} fontWeight="semibold" data-testid="greeting">
          <Box as="span" hideBelow="md">
            {t('header.welcome', { name })}
          </Box>
          <Box as="span" hideFrom="md">
            {t('header.hi', { name })}
          </Box>
        </Text>
        {pathname === '/dashboard' && <Text color="fg.muted">{t('header.dashboardSummary')}</Text>}
      </Stack>
      <Button variant="outline" size="sm" onClick={logout}>
        {t('header.logout')}
      </Button>
    </Flex>
  );
}
