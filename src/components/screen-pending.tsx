import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * A screen whose content a later piece of work fills: its title, what it is for, and an honest
 * empty state, never a blank page. Texts: `screens.<screen>.title` and `.description`.
 */
export function ScreenPending({ screen }: { screen: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="6" px={{ base: '4', md: '8' }} py="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t(`screens.${screen}.title`)}
        </Heading>
        <Text color="fg.muted">{t(`screens.${screen}.description`)}</Text>
      </Stack>
      <Box
        as="section"
        aria-label={t('screenPending.label')}
        borderWidth="1px"
        borderStyle="dashed"
        borderRadius="lg"
        p="8"
        textAlign="center"
      >
        <Text fontWeight="semibold">{t('screenPending.title')}</Text>
        <Text color="fg.muted" mt="1">
          {t('screenPending.body')}
        </Text>
      </Box>
    </Stack>
  );
}
