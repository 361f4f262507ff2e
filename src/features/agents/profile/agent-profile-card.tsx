import { Box, Button, Card, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { agentDirectionText } from '@/components/agent-status';
import { AgentAvatar } from './agent-avatar';
import { HistoryIcon } from '../agent-icons';
import { AgentProfileForm } from './agent-profile-form';
import { AgentStatusControls } from '../go-live/agent-status-controls';
import type { Agent } from '../agent-types';
import { PhoneNumberSelect } from './phone-number-select';
import type { FunctionCheck } from '../go-live/readiness';

export const AgentProfileCard = memo(function AgentProfileCard({
  agent,
  checkFunctions,
}: {
  agent: Agent;
  checkFunctions: FunctionCheck;
}) {
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
              {agentDirectionText(t, agent.direction)}
            </Text>
          </Stack>
        </HStack>
        <AgentStatusControls agent={agent} checkFunctions={checkFunctions} />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'end' }}>
          <Box id="agent-phone-number" flex="1" scrollMarginTop="4">
            <PhoneNumberSelect agent={agent} />
          </Box>
          <Button asChild size="sm" variant="outline" flexShrink={0}>
            <Link to="/calls" search={{ agentId: agent.id }}>
              <HistoryIcon />
              {t('agents.editor.callHistory')}
            </Link>
          </Button>
        </Stack>
        <Separator />
        <AgentProfileForm agent={agent} />
      </Card.Body>
    </Card.Root>
  );
});
