import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/schema.gen';
import { errorMessage } from '@/api/errors';
import { PageFrame } from '@/components/page-frame';
import { EmptyState, QueryView, type QueryLike } from '@/components/query-states';

type AgentChoice = Pick<components['schemas']['AgentWithMeta'], 'id' | 'name' | 'description'>;

// Opened without an agent (a bookmark, the search): the designer needs one, so the screen offers them.
export function ChooseAgentScreen({ agents }: { agents: QueryLike<AgentChoice[]> & { error: unknown } }) {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('screens.conversationflow.title')}
      description={t('conversationFlow.choose.description')}
    >
      <QueryView
        query={agents}
        errorText={errorMessage(agents.error, t('conversationFlow.choose.loadFailed'))}
        empty={
          agents.data?.length === 0 && (
            <EmptyState
              text={t('conversationFlow.choose.empty')}
              hint={t('conversationFlow.choose.emptyHint')}
            >
              <Button asChild size="sm" colorPalette="brand">
                <Link to="/agent">{t('conversationFlow.choose.toAgents')}</Link>
              </Button>
            </EmptyState>
          )
        }
      >
        {(list) => (
          <Stack as="ul" gap="2" aria-label={t('conversationFlow.choose.label')} listStyleType="none">
            {list.map((agent) => (
              <Stack as="li" key={agent.id} gap="0" borderWidth="1px" borderRadius="md" px="4" py="3">
                <ChakraLink asChild fontWeight="semibold" colorPalette="brand">
                  <Link to="/conversationflow" search={{ agentId: agent.id }}>
                    {t('conversationFlow.choose.open', { name: agent.name })}
                  </Link>
                </ChakraLink>
                {agent.description && (
                  <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                    {agent.description}
                  </Text>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </QueryView>
    </PageFrame>
  );
}
