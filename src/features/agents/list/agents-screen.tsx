import { Button, SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { DialogLoading } from '@/components/dialog-loading';
import { PageFrame } from '@/components/page-frame';
import { EmptyState, QueryView } from '@/components/query-states';
import { lazyNamed } from '@/lib/lazy-named';
import type { AgentAction } from './agent-actions-menu';
import { AgentCard } from './agent-card';
import { PlusIcon } from '../agent-icons';
import { agentListQuery, didsQuery, useAgentActions, useChangeAgentStatus } from '../agents-queries';
import type { AgentWithMeta } from '../agent-types';
import { moveTarget, needsReadiness, type FunctionCheck, type StatusMove } from '../go-live/readiness';

// The dialogs' code (and a dialog's machinery) comes when one opens, not on the first paint.
const AvatarDialog = lazyNamed(() => import('../profile/avatar-dialog'), 'AvatarDialog');
const CreateAgentDialog = lazyNamed(() => import('./create-agent-dialog'), 'CreateAgentDialog');
const DeleteAgentDialog = lazyNamed(() => import('./delete-agent-dialog'), 'DeleteAgentDialog');
const GoLiveDialog = lazyNamed(() => import('../go-live/go-live-dialog'), 'GoLiveDialog');
const RenameAgentDialog = lazyNamed(() => import('./rename-agent-dialog'), 'RenameAgentDialog');
const TestCallDialog = lazyNamed(() => import('../test-call/test-call-dialog'), 'TestCallDialog');

type Dialog =
  { kind: 'create' } | { kind: 'rename' | 'avatar' | 'delete' | 'testCall'; agent: AgentWithMeta };

export function AgentsScreen({ checkFunctions }: { checkFunctions: FunctionCheck }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const agents = useQuery({ ...agentListQuery(), select: (response) => response.data });
  const dids = useQuery({ ...didsQuery(), select: (response) => response.data.data });
  const actions = useAgentActions();
  const status = useChangeAgentStatus();
  // By id: the list refreshes while the check is open (a fix made in another tab), the dialog follows.
  const [goingLive, setGoingLive] = useState<string | null>(null);
  const liveCandidate = agents.data?.find((agent) => agent.id === goingLive);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  // A rename or a new picture is based on the agent as last read: the list refreshes after a refusal,
  // and the dialog's next try names the newer revision.
  const revisionOf = (agent: AgentWithMeta) =>
    (agents.data?.find((other) => other.id === agent.id) ?? agent).revision;
  const create = () => setDialog({ kind: 'create' });

  const numberOf = (agent: AgentWithMeta): string | null | undefined => {
    const did = dids.data?.find((d) => d.id === agent.inboundNumber || d.inboundAgent === agent.id);
    if (did) return did.number;
    return agent.inboundNumber === null ? null : undefined;
  };

  const onAction = (agent: AgentWithMeta, action: AgentAction) => {
    if (action === 'open') {
      void navigate({ to: '/agent/prompt_editor', search: { agentId: agent.id }, state: { agent } });
    } else if (action === 'duplicate') {
      void actions.duplicate(agent.id);
    } else {
      setDialog({ kind: action, agent });
    }
  };

  const onStatus = (agent: AgentWithMeta, move: StatusMove) => {
    if (needsReadiness(move)) setGoingLive(agent.id);
    else void status.change(agent, moveTarget[move]);
  };

  return (
    <PageFrame
      title={t('screens.agent.title')}
      description={t('screens.agent.description')}
      actions={
        <Button colorPalette="brand" onClick={create}>
          <PlusIcon />
          {t('agents.create.title')}
        </Button>
      }
    >
      <QueryView
        query={agents}
        errorText={errorMessage(agents.error, t('agents.list.loadFailed'))}
        empty={
          agents.data?.length === 0 && (
            <EmptyState text={t('agents.list.empty')} hint={t('agents.list.emptyHint')}>
              <Button size="sm" colorPalette="brand" onClick={create}>
                <PlusIcon />
                {t('agents.create.title')}
              </Button>
            </EmptyState>
          )
        }
      >
        {(list) => (
          <SimpleGrid
            as="ul"
            aria-label={t('agents.list.label')}
            columns={{ base: 1, sm: 2, lg: 3, xl: 4 }}
            gap="4"
          >
            {list.map((agent) => (
              <li key={agent.id}>
                <AgentCard
                  agent={agent}
                  number={numberOf(agent)}
                  onAction={(action) => onAction(agent, action)}
                  onStatus={(move) => onStatus(agent, move)}
                />
              </li>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
      <Suspense
        fallback={
          <DialogLoading
            label={t('common.loading')}
            onCancel={() => {
              close();
              setGoingLive(null);
            }}
          />
        }
      >
        {dialog?.kind === 'create' && (
          <CreateAgentDialog onClose={close} submitting={actions.pending} onCreate={actions.create} />
        )}
        {dialog?.kind === 'rename' && (
          <RenameAgentDialog
            agent={dialog.agent}
            onClose={close}
            submitting={actions.pending}
            onRename={(id, name, logo) => actions.rename(id, name, logo, revisionOf(dialog.agent))}
          />
        )}
        {dialog?.kind === 'avatar' && (
          <AvatarDialog
            agent={dialog.agent}
            onClose={close}
            submitting={actions.pending}
            onChange={(id, path) => actions.changeAvatar(id, path, revisionOf(dialog.agent))}
          />
        )}
        {dialog?.kind === 'delete' && (
          <DeleteAgentDialog
            agent={dialog.agent}
            onClose={close}
            submitting={actions.pending}
            onDelete={actions.remove}
          />
        )}
        {dialog?.kind === 'testCall' && <TestCallDialog agent={dialog.agent} onClose={close} />}
        {liveCandidate && (
          <GoLiveDialog
            agent={liveCandidate}
            checkFunctions={checkFunctions}
            onClose={() => setGoingLive(null)}
          />
        )}
      </Suspense>
    </PageFrame>
  );
}
