import { Alert, Button, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';

/** The agent could not be fetched: the server's message, else 'Failed to fetch agent'. */
export function PromptEditorError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error" role="alert" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{errorMessage(error, t('agents.editor.loadFailed'))}</Alert.Title>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={onRetry}>
            {t('common.retry')}
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to="/agent">{t('agents.editor.backToAgents')}</Link>
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
