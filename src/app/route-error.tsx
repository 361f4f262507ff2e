import { Alert, Button } from '@chakra-ui/react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { PageFrame } from '@/components/page-frame';
import { ChakraRoot } from './chakra-root';

export default function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const retry = () => {
    queryReset.reset();
    reset();
    void router.invalidate();
  };
  return (
    <ChakraRoot>
      <PageFrame title={t('errors.routeTitle')} gap="4" maxW="xl">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{errorMessage(error, t('errors.unexpected'))}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button alignSelf="start" colorPalette="brand" onClick={retry}>
          {t('common.retry')}
        </Button>
      </PageFrame>
    </ChakraRoot>
  );
}
