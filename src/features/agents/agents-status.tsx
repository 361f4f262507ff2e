import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { PlusIcon } from './agent-icons';

export function AgentsLoading() {
  const { t } = useTranslation();
  return (
    <HStack role="status" gap="3" justify="center" py="10" color="fg.muted">
      <Spinner size="sm" />
      <Text>{t('common.loading')}</Text>
    </HStack>
  );
}

/** The list could not be loaded: the server's message (or ours) and a way to try again. */
export function AgentsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack role="alert" gap="3" align="center" textAlign="center" py="10" px="4">
      <Text color="fg.error">{errorMessage(error, t('agents.list.loadFailed'))}</Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Stack>
  );
}

export function AgentsEmpty({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack
      gap="3"
      align="center"
      textAlign="center"
      py="10"
      px="4"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="lg"
    >
      <Text fontWeight="semibold">{t('agents.list.empty')}</Text>
      <Text color="fg.muted">{t('agents.list.emptyHint')}</Text>
      <Button size="sm" colorPalette="brand" onClick={onCreate}>
        <PlusIcon />
        {t('agents.create.title')}
      </Button>
    </Stack>
  );
}
