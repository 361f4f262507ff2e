import { Box, Button, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InfoDialog } from '@/components/info-dialog';
import { ErrorState } from '@/components/query-states';
import { agentDidsQuery, agentFunctionsQuery, useChangeAgentStatus, voicesQuery } from '../agents-queries';
import type { Agent } from '../agent-types';
import { inboundDidOf } from '../did-options';
import { readinessGaps, type FunctionCheck, type ReadinessGap } from './readiness';

export interface GoLiveDialogProps {
  agent: Agent;
  checkFunctions: FunctionCheck;
  onClose: () => void;
}

export function GoLiveDialog({ agent, checkFunctions, onClose }: GoLiveDialogProps) {
  const { t } = useTranslation();
  const status = useChangeAgentStatus();
  const voices = useQuery({ ...voicesQuery(), select: (response) => response.data.map((voice) => voice.id) });
  const functions = useQuery({ ...agentFunctionsQuery(agent.id), select: (response) => response.data.data });
  const invalid = useQuery({
    queryKey: ['agent-function-check', agent.id, functions.dataUpdatedAt],
    queryFn: () => checkFunctions(functions.data ?? []),
    enabled: functions.data !== undefined,
    staleTime: Infinity,
  });
  // The number the agent really answers, which the agent's own record may not yet reflect.
  const inbound = useQuery({
    ...agentDidsQuery(agent.id),
    select: (response) => inboundDidOf(response.data, agent.id)?.id ?? null,
    enabled: agent.direction === 'inbound',
  });
  const numberKnown = agent.direction !== 'inbound' || inbound.data !== undefined;
  const failed = voices.isError || functions.isError || invalid.isError || inbound.isError;
  const gaps =
    voices.data && invalid.data && numberKnown
      ? readinessGaps({
          agent: inbound.data === undefined ? agent : { ...agent, inboundNumber: inbound.data },
          voiceIds: voices.data,
          invalidFunctions: invalid.data,
        })
      : undefined;
  const retry = () => {
    if (inbound.isError) void inbound.refetch();
    if (voices.isError) void voices.refetch();
    if (functions.isError) void functions.refetch();
    if (invalid.isError) void invalid.refetch();
  };

  return (
    <InfoDialog
      title={t('agents.readiness.title', { name: agent.name })}
      onClose={onClose}
      width="32rem"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            colorPalette="brand"
            disabled={gaps === undefined || gaps.length > 0}
            loading={status.pending !== null}
            loadingText={t('agents.readiness.confirm')}
            onClick={() => void status.change(agent, 'active').then((ok) => ok && onClose())}
          >
            {t('agents.readiness.confirm')}
          </Button>
        </>
      }
    >
      {failed ? (
        <ErrorState message={t('agents.readiness.checkFailed')} onRetry={retry} />
      ) : gaps === undefined ? (
        <Stack direction="row" role="status" gap="3" align="center" color="fg.muted">
          <Spinner size="sm" />
          <Text>{t('agents.readiness.checking')}</Text>
        </Stack>
      ) : gaps.length === 0 ? (
        <Text>{t('agents.readiness.ready', { name: agent.name })}</Text>
      ) : (
        <Stack gap="2">
          <Text id="readiness-gaps">{t('agents.readiness.notReady', { name: agent.name })}</Text>
          <Stack as="ul" aria-labelledby="readiness-gaps" ps="5" gap="1" listStyleType="disc">
            {gaps.map((gap) => (
              <Box as="li" key={gap.kind}>
                <GapLink gap={gap} agent={agent} onFollow={onClose} />
              </Box>
            ))}
          </Stack>
        </Stack>
      )}
    </InfoDialog>
  );
}

const editorHash: Record<Exclude<ReadinessGap['kind'], 'voice'>, string> = {
  prompt: 'agent-global-prompt',
  inboundNumber: 'agent-phone-number',
  functions: 'agent-functions',
};

function GapLink({ gap, agent, onFollow }: { gap: ReadinessGap; agent: Agent; onFollow: () => void }) {
  const { t } = useTranslation();
  const text =
    gap.kind === 'functions'
      ? t('agents.readiness.gaps.functions', { count: gap.names.length, names: gap.names.join(', ') })
      : t(`agents.readiness.gaps.${gap.kind}`);
  return (
    <ChakraLink asChild colorPalette="brand" onClick={onFollow}>
      {gap.kind === 'voice' ? (
        <Link to="/voicelibrary">{text}</Link>
      ) : (
        <Link to="/agent/prompt_editor" search={{ agentId: agent.id }} hash={editorHash[gap.kind]}>
          {text}
        </Link>
      )}
    </ChakraLink>
  );
}
