import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from './page-frame';
import { EmptyState } from './query-states';

export function ScreenPending({ screen }: { screen: string }) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t(`screens.${screen}.title`)} description={t(`screens.${screen}.description`)}>
      <Box as="section" aria-label={t('screenPending.label')}>
        <EmptyState text={t('screenPending.title')} hint={t('screenPending.body')} />
      </Box>
    </PageFrame>
  );
}
