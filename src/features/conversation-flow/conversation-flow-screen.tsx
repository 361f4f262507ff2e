import { Box, Button, Grid, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agent } from '@/api/models/schemas';
import { errorMessage } from '@/api/errors';
import { DraftStanding } from '@/components/draft-standing';
import { FormDialog } from '@/components/form-dialog';
import { PageFrame } from '@/components/page-frame';
import { ErrorState, LoadingState, QueryView, type QueryLike } from '@/components/query-states';
import { notify } from '@/components/toaster';
import {
  buildFlow,
  connectAfter,
  MAX_STEPS,
  moveStep,
  stepNodeId,
  toItems,
  unusedFunctions,
  type FlowFunction,
  type FlowStep,
  type StepItem,
} from './flow-model';
import { StepPanel, type StepDraft } from './step-panel';
import { agentVersionsQuery } from '@/api/agent-versions';
import { useQuery } from '@tanstack/react-query';

// @xyflow/react and its styles load with the canvas, on this route only.
const FlowCanvas = lazy(() => import('./flow-canvas'));

export interface ConversationFlowScreenProps {
  agent: QueryLike<Agent> & { error: unknown };
  functions: QueryLike<FlowFunction[]>;
  /** `revision`: the agent's, which the steps shown come from. */
  saveSteps: (items: StepItem[], revision: number | undefined) => Promise<Agent>;
  saving: boolean;
}

// Proposal (agent versions): nothing shows against a server without them.
function FlowStanding({ agentId }: { agentId: string }) {
  const { t } = useTranslation();
  const { data: standing } = useQuery(agentVersionsQuery(agentId));
  if (!standing) return null;
  return (
    <HStack gap="2" role="group" aria-label={t('agents.versions.label')}>
      <DraftStanding standing={standing} />
    </HStack>
  );
}

export function ConversationFlowScreen({ agent, functions, saveSteps, saving }: ConversationFlowScreenProps) {
  const { t } = useTranslation();
  const name = agent.data?.name;
  return (
    <PageFrame
      title={t('screens.conversationflow.title')}
      description={
        name ? t('conversationFlow.description', { name }) : t('screens.conversationflow.description')
      }
      gap="4"
      actions={
        agent.data && (
          <>
            {/* The flow edits the draft, as the editor does: say when it differs from what callers get. */}
            <FlowStanding agentId={agent.data.id} />
            <Button asChild variant="outline" size="sm">
              <Link to="/agent/prompt_editor" search={{ agentId: agent.data.id }}>
                {t('conversationFlow.toEditor')}
              </Link>
            </Button>
          </>
        )
      }
    >
      <QueryView query={agent} errorText={errorMessage(agent.error, t('conversationFlow.loadFailed'))}>
        {(data) => <Designer agent={data} functions={functions} saveSteps={saveSteps} saving={saving} />}
      </QueryView>
    </PageFrame>
  );
}

type Open = { kind: 'step'; id: string } | { kind: 'new' } | null;

function Designer({
  agent,
  functions,
  saveSteps,
  saving,
}: { agent: Agent } & Omit<ConversationFlowScreenProps, 'agent'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<FlowStep | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const fns = functions.data ?? [];
  const flow = buildFlow(agent, fns);
  const steps = flow.steps;
  const openIndex = open?.kind === 'step' ? steps.findIndex((step) => step.id === open.id) : -1;
  const openStep = steps[openIndex];

  const commit = async (next: readonly StepItem[], done: string): Promise<Agent | null> => {
    try {
      const saved = await saveSteps([...next], agent.revision);
      setAnnouncement(done);
      return saved;
    } catch {
      return null;
    }
  };

  const move = (id: string, delta: -1 | 1) => {
    const from = steps.findIndex((step) => step.id === id);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= steps.length || saving) return;
    void commit(toItems(moveStep(steps, from, to)), t('conversationFlow.moved', { number: to + 1 }));
  };

  const connect = (sourceNodeId: string, targetId: string) => {
    const source = sourceNodeId.startsWith('step-') ? sourceNodeId.slice('step-'.length) : sourceNodeId;
    const next = connectAfter(steps, source, targetId);
    if (!next || saving) return;
    const number = next.findIndex((step) => step.id === targetId) + 1;
    void commit(toItems(next), t('conversationFlow.moved', { number }));
  };

  const focusNode = (id: string) =>
    document
      .querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(stepNodeId(id))}"]`)
      ?.focus();

  const close = () => {
    const id = open?.kind === 'step' ? open.id : undefined;
    setOpen(null);
    if (id) requestAnimationFrame(() => focusNode(id));
  };

  const save = async (draft: StepDraft): Promise<boolean> => {
    if (open?.kind === 'new') {
      const saved = await commit([...toItems(steps), draft], t('conversationFlow.added'));
      const added = saved?.objectives[saved.objectives.length - 1];
      if (added) setOpen({ kind: 'step', id: added.id });
      return saved !== null;
    }
    if (!openStep) return false;
    const next = toItems(steps.map((step) => (step.id === openStep.id ? { ...step, ...draft } : step)));
    const saved = await commit(next, t('conversationFlow.saved'));
    if (saved) notify('success', t('conversationFlow.saved'));
    return saved !== null;
  };

  const remove = async (step: FlowStep) => {
    const saved = await commit(
      toItems(steps.filter((other) => other.id !== step.id)),
      t('conversationFlow.deleted', { title: step.title }),
    );
    if (!saved) return;
    setDeleting(null);
    if (open?.kind === 'step' && open.id === step.id) setOpen(null);
  };

  const unused = unusedFunctions(flow, fns);
  const full = steps.length >= MAX_STEPS;

  return (
    <Stack gap="3">
      {functions.isError && !functions.isFetching && (
        <ErrorState
          message={t('conversationFlow.functionsFailed')}
          onRetry={() => void functions.refetch()}
        />
      )}
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' }}
        gap="4"
        alignItems="start"
      >
        <Stack gap="2">
          <Box
            h={{ base: '28rem', lg: 'calc(100dvh - 15rem)' }}
            minH="24rem"
            borderWidth="1px"
            borderRadius="lg"
            overflow="hidden"
            bg="bg.subtle"
          >
            <Suspense fallback={<LoadingState />}>
              <FlowCanvas
                flow={flow}
                selectedId={open?.kind === 'step' ? open.id : null}
                busy={saving}
                onOpen={(id) => setOpen({ kind: 'step', id })}
                onMove={move}
                onDelete={(id) => setDeleting(steps.find((step) => step.id === id) ?? null)}
                onConnect={connect}
              />
            </Suspense>
          </Box>
          <Text fontSize="sm" color="fg.muted">
            {t('conversationFlow.keys')}
          </Text>
        </Stack>
        <Box
          as="section"
          aria-label={t('conversationFlow.panel.label')}
          borderWidth="1px"
          borderRadius="lg"
          p="4"
        >
          {open?.kind === 'new' || openStep ? (
            <StepPanel
              key={open?.kind === 'new' ? 'new' : openStep?.id}
              heading={
                openStep
                  ? t('conversationFlow.panel.stepHeading', { number: openIndex + 1 })
                  : t('conversationFlow.panel.newHeading')
              }
              initial={
                openStep ? { title: openStep.title, content: openStep.content } : { title: '', content: '' }
              }
              isNew={!openStep}
              saving={saving}
              canMoveEarlier={openIndex > 0}
              canMoveLater={openIndex >= 0 && openIndex < steps.length - 1}
              onSave={save}
              onMove={(delta) => openStep && move(openStep.id, delta)}
              onDelete={() => openStep && setDeleting(openStep)}
              onClose={close}
            />
          ) : (
            <Stack gap="3">
              <Text>
                {steps.length ? t('conversationFlow.panel.pick') : t('conversationFlow.panel.noSteps')}
              </Text>
              <Button
                colorPalette="brand"
                size="sm"
                disabled={full || saving}
                onClick={() => setOpen({ kind: 'new' })}
              >
                {t('conversationFlow.addStep')}
              </Button>
              {full && <Text fontSize="sm">{t('conversationFlow.full', { max: MAX_STEPS })}</Text>}
              {unused.length > 0 && (
                <Text fontSize="sm" color="fg.muted">
                  {t('conversationFlow.unused', { names: unused.join(', ') })}
                </Text>
              )}
            </Stack>
          )}
        </Box>
      </Grid>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {deleting && (
        <FormDialog
          onClose={() => setDeleting(null)}
          title={t('conversationFlow.delete.title', { title: deleting.title })}
          submitLabel={t('conversationFlow.delete.confirm')}
          submitting={saving}
          destructive
          onSubmit={() => void remove(deleting)}
        >
          <Text>{t('conversationFlow.delete.body')}</Text>
        </FormDialog>
      )}
    </Stack>
  );
}
