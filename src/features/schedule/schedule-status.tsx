import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';

export function ScheduleLoading() {
  const { t } = useTranslation();
  return (
    <HStack role="status" gap="3" justify="center" py="8" color="fg.muted">
      <Spinner size="sm" />
      <Text>{t('common.loading')}</Text>
    </HStack>
  );
}

/** A read failed: the server's message (or the fallback) and a way to try again. */
export function ScheduleError({
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
    <Stack role="alert" gap="3" align="center" textAlign="center" py="8" px="4">
      <Text color="fg.error">{errorMessage(error, fallback)}</Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Stack>
  );
}

export function ScheduleEmpty({ text }: { text: string }) {
  return (
    <Text
      color="fg.muted"
      textAlign="center"
      py="10"
      px="4"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="lg"
    >
      {text}
    </Text>
  );
}
