import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';

export function CallsLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <HStack role="status" gap="3" justify="center" py="10" color="fg.muted">
      <Spinner size="sm" />
      <Text>{label ?? t('common.loading')}</Text>
    </HStack>
  );
}

/** Could not load: the server's message (or ours) and a way to try again. */
export function CallsError({
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

export function CallsEmpty({ title, hint }: { title: string; hint?: string }) {
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
    >
      <Text fontWeight="semibold">{title}</Text>
      {hint && <Text color="fg.muted">{hint}</Text>}
    </Stack>
  );
}
