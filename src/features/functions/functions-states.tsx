import { Button, EmptyState, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';

export function FunctionsLoading() {
  const { t } = useTranslation();
  return (
    <Stack role="status" gap="2">
      <VisuallyHidden>{t('functions.card.loading')}</VisuallyHidden>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height="14" borderRadius="md" />
      ))}
    </Stack>
  );
}

export function FunctionsEmpty() {
  const { t } = useTranslation();
  return (
    <EmptyState.Root size="sm">
      <EmptyState.Content>
        <EmptyState.Title>{t('functions.card.emptyTitle')}</EmptyState.Title>
        <EmptyState.Description>{t('functions.card.emptyHint')}</EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** The list could not be loaded: the server's message (else 'Failed to fetch functions') and a retry. */
export function FunctionsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack role="alert" gap="3" align="center" textAlign="center" py="4">
      <Text color="fg.error">{errorMessage(error, t('functions.toast.fetchFailed'))}</Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Stack>
  );
}
