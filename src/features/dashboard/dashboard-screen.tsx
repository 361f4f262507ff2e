import { Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title';

export function DashboardScreen() {
  const { t } = useTranslation();
  usePageTitle(t('dashboard.title'));
  return (
    <Box as="section" aria-labelledby="dashboard-empty" px={{ base: '4', md: '8' }} py="6">
      <Box borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="8" textAlign="center">
        <Heading as="h2" id="dashboard-empty" size="md">
          {t('dashboard.emptyTitle')}
        </Heading>
        <Text color="fg.muted" mt="2">
          {t('dashboard.emptyBody')}
        </Text>
      </Box>
    </Box>
  );
}
