import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';

export function NotificationsLoading() {
  const { t } = useTranslation();
  return (
    <HStack role="status" gap="3" justify="center" py="6" color="fg.muted">
      <Spinner size="sm" />
      <Text>{t('common.loading')}</Text>
    </HStack>
  );
}

/** The list could not be loaded: the server's message (or ours) and a way to try again. */
export function NotificationsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack role="alert" gap="3" align="center" textAlign="center" py="6" px="4">
      <Text color="red.fg">{errorMessage(error, t('notifications.loadFailed'))}</Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Stack>
  );
}

export function NotificationsEmpty({ text }: { text: string }) {
  return (
    <Text color="fg.muted" textAlign="center" py="8" px="4">
      {text}
    </Text>
  );
}
