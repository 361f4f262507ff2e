import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A part of a screen waiting for its data: a spinner and 'Loading…' (or `label`), announced. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <HStack role="status" gap="3" justify="center" py="8" color="fg.muted">
      <Spinner size="sm" />
      <Text>{label ?? t('common.loading')}</Text>
    </HStack>
  );
}

/** A read failed: what went wrong (the server's message, else the screen's own) and a retry. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack role="alert" gap="3" align="center" textAlign="center" py="8" px="4">
      <Text color="fg.error">{message}</Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Stack>
  );
}
