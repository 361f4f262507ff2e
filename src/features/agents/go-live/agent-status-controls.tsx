import { Button, HStack, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentStatusBadge } from '@/components/agent-status';
import { DialogLoading } from '@/components/dialog-loading';
import { lazyNamed } from '@/lib/lazy-named';
import { useChangeAgentStatus } from '../agents-queries';
import type { Agent } from '../agent-types';
import { moveTarget, needsReadiness, statusMoves, type FunctionCheck } from './readiness';

// Its code (and a dialog's machinery) comes when the page is idle, not on the editor's first paint.
const GoLiveDialog = lazyNamed(() => import('./go-live-dialog'), 'GoLiveDialog');

export function AgentStatusControls({
  agent,
  checkFunctions,
}: {
  agent: Agent;
  checkFunctions: FunctionCheck;
}) {
  const { t } = useTranslation();
  const status = useChangeAgentStatus();
  const [checking, setChecking] = useState(false);
  return (
    <HStack role="group" aria-labelledby="agent-status-label" gap="2" wrap="wrap">
      <Text id="agent-status-label" fontSize="sm" fontWeight="medium">
        {t('agents.statusChange.label')}
      </Text>
      <AgentStatusBadge status={agent.status} />
      {statusMoves(agent.status).map((move) => (
        <Button
          key={move}
          size="xs"
          colorPalette={needsReadiness(move) ? 'brand' : undefined}
          variant={needsReadiness(move) ? 'solid' : 'outline'}
          loading={status.pending !== null && !needsReadiness(move)}
          loadingText={t(`agents.statusChange.moves.${move}`)}
          onClick={() => {
            if (needsReadiness(move)) setChecking(true);
            else void status.change(agent, moveTarget[move]);
          }}
        >
          {t(`agents.statusChange.moves.${move}`)}
        </Button>
      ))}
      {checking && (
        <Suspense
          fallback={<DialogLoading label={t('common.loading')} onCancel={() => setChecking(false)} />}
        >
          <GoLiveDialog agent={agent} checkFunctions={checkFunctions} onClose={() => setChecking(false)} />
        </Suspense>
      )}
    </HStack>
  );
}
