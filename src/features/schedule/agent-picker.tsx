import { Box, Button, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { AgentStatusBadge } from '@/components/agent-status';
import { EmptyState, QueryView } from '@/components/query-states';
import { useAgents } from './schedule-queries';

export function AgentPicker() {
  const { t } = useTranslation();
  const query = useAgents();

  return (
    <Stack as="section" gap="3" aria-labelledby="schedule-agents-title">
      <Text id="schedule-agents-title" fontWeight="semibold">
        {t('schedule.agents.title')}
      </Text>
      <QueryView
        query={query}
        errorText={errorMessage(query.error, t('schedule.agents.loadFailed'))}
        empty={
          query.data?.data.length === 0 && (
            <EmptyState text={t('schedule.agents.empty')}>
              <Button asChild size="sm" colorPalette="brand">
                <Link to="/agent">{t('schedule.agents.toAgents')}</Link>
              </Button>
            </EmptyState>
          )
        }
      >
        {({ data: agents }) => (
          <SimpleGrid
            as="ul"
            listStyleType="none"
            columns={{ base: 1, sm: 2, lg: 3 }}
            gap="3"
            aria-labelledby="schedule-agents-title"
          >
            {agents.map((agent) => (
              <Box as="li" key={agent.id}>
                <LinkBox
                  h="full"
                  p="4"
                  borderWidth="1px"
                  borderRadius="lg"
                  _hover={{ borderColor: 'brand.solid' }}
                  _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
                >
                  <LinkOverlay asChild>
                    <Link to="/agent/schedule_board" search={{ agentId: agent.id }}>
                      <Text fontWeight="semibold">{agent.name}</Text>
                    </Link>
                  </LinkOverlay>
                  <AgentStatusBadge status={agent.status} />
                  <Text color="fg.muted" fontSize="sm" lineClamp={2} mt="1">
                    {agent.description}
                  </Text>
                </LinkBox>
              </Box>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </Stack>
  );
}
