import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A tab of /company-settings: being built. */
export function CompanyTab() {
  const { t } = useTranslation();
  return <Text color="fg.muted">{t('screenPending.title')}</Text>;
}
