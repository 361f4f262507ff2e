import { Alert, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';

/** A part of the dashboard could not be loaded: the server's message (or ours) and a retry. */
export function PanelError({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error" role="alert" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{errorMessage(error, fallback)}</Alert.Title>
        <Button size="sm" colorPalette="brand" alignSelf="start" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A chart's place while its data loads. */
export function ChartSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="2" role="status" aria-label={t('common.loading')}>
      <Skeleton h="48" borderRadius="md" />
      <Skeleton h="4" w="60%" />
    </Stack>
  );
}

/** The period has no calls. */
export function DashboardEmpty() {
  const { t } = useTranslation();
  return (
    <Stack
      gap="2"
      align="center"
      textAlign="center"
      py="10"
      px="4"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="lg"
      data-testid="dashboard-empty"
    >
      <Text fontWeight="semibold">{t('dashboard.empty.title')}</Text>
      <Text color="fg.muted">{t('dashboard.empty.body')}</Text>
    </Stack>
  );
}
