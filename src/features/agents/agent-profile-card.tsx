import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AgentAvatar } from './agent-avatar';
import { HistoryIcon } from './agent-icons';
import type { Agent } from './agent-types';
import { PhoneNumberSelect } from './phone-number-select';

export function AgentProfileCard({ agent }: { agent: Agent }) {
  const { t } = useTranslation();
  return (
    <Card.Root as="section" aria-labelledby="agent-profile-title" size="sm" variant="outline">
      <Card.Header>
        <Card.Title as="h2" id="agent-profile-title" fontSize="md">
          {t('agents.editor.profile')}
        </Card.Title>
      </Card.Header>
      <Card.Body gap="4">
        <HStack gap="4" align="center">
          <AgentAvatar name={agent.name} avatar={agent.avatar} size="lg" />
          <Stack gap="0.5" minW="0">
            <Text fontWeight="semibold" fontSize="lg" truncate data-testid="agent-name">
              {agent.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('agents.editor.summary', {
                direction: t(`agents.direction.${agent.direction}`),
                status: t(`agents.status.${agent.status}`),
              })}
            </Text>
          </Stack>
        </HStack>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'end' }}>
          <PhoneNumberSelect agent={agent} />
          <Button asChild size="sm" variant="outline" flexShrink={0}>
            <Link to="/calls" search={{ agentId: agent.id }}>
              <HistoryIcon />
              {t('agents.editor.callHistory')}
            </Link>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
