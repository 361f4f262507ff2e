import { Card, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { agentDirectionText, AgentStatusBadge } from '@/components/agent-status';
import { AgentActionsMenu, type AgentAction } from './agent-actions-menu';
import { AgentAvatar } from '../profile/agent-avatar';
import { PhoneIcon } from '../agent-icons';
import type { AgentWithMeta } from '../agent-types';
import type { StatusMove } from '../go-live/readiness';

export interface AgentCardProps {
  agent: AgentWithMeta;
  /** The agent's phone number; null when it has none, undefined when it is not known. */
  number: string | null | undefined;
  onAction: (action: AgentAction) => void;
  onStatus: (move: StatusMove) => void;
}

export function AgentCard({ agent, number, onAction, onStatus }: AgentCardProps) {
  const { t } = useTranslation();
  return (
    <Card.Root size="sm" variant="outline" height="full">
      <Card.Body gap="3">
        <HStack gap="3" align="start">
          <AgentAvatar name={agent.name} avatar={agent.avatar} />
          <Stack gap="1" flex="1" minW="0">
            <ChakraLink asChild fontWeight="semibold" colorPalette="brand">
              <Link to="/agent/prompt_editor" search={{ agentId: agent.id }} state={{ agent }}>
                <Text as="span" truncate>
                  {agent.name}
                </Text>
              </Link>
            </ChakraLink>
            <HStack gap="2" wrap="wrap">
              <AgentStatusBadge status={agent.status} />
              <Text fontSize="xs" color="fg.muted">
                {agentDirectionText(t, agent.direction)}
              </Text>
            </HStack>
          </Stack>
          <AgentActionsMenu
            name={agent.name}
            agentId={agent.id}
            onAction={onAction}
            status={{ current: agent.status, onMove: onStatus }}
          />
        </HStack>
        {agent.description && (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {agent.description}
          </Text>
        )}
        {number !== undefined && (
          <HStack gap="2" fontSize="sm">
            <PhoneIcon color="fg.muted" />
            <Text>{number ?? t('agents.editor.notAssigned')}</Text>
          </HStack>
        )}
        <Text fontSize="sm" color="fg.muted">
          {t('agents.list.functions', { count: agent.functionCount })}
          {' · '}
          {t('agents.list.knowledge', { count: agent.knowledgeCount })}
          {' · '}
          {t('agents.list.calls', { count: agent.callCount })}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
