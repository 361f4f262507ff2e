import { Center, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Center minH="40vh" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </Center>
  );
}
