import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function DashboardScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="6" px={{ base: '4', md: '8' }} py="6">
      <Heading as="h1" size="2xl">
        {t('screens.dashboard.title')}
      </Heading>
      <Box as="section" aria-labelledby="dashboard-empty">
        <Box borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="8" textAlign="center">
          <Heading as="h2" id="dashboard-empty" size="md">
            {t('dashboard.emptyTitle')}
          </Heading>
          <Text color="fg.muted" mt="2">
            {t('dashboard.emptyBody')}
          </Text>
        </Box>
      </Box>
    </Stack>
  );
}
