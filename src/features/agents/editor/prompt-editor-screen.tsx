import { Box, Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { LeaveGuard } from '@/components/leave-guard';
import { PageFrame } from '@/components/page-frame';
import { QueryView } from '@/components/query-states';
import { notify } from '@/components/toaster';
import { clearDraft, readDraft, writeDraft } from '@/lib/session/drafts';
import { AnalysisSection } from '../analysis/analysis-section';
import { AgentProfileCard } from '../profile/agent-profile-card';
import { BackIcon } from '../agent-icons';
import type { Agent, AgentTexts, TextField } from '../agent-types';
import { EditorLayout } from './editor-layout';
import {
  draftOf,
  editorReducer,
  hasUnsavedText,
  initEditor,
  isLocked,
  parseDraft,
  showsDraft,
  type EditorDraft,
} from './editor-state';
import { GlobalPromptCard } from './global-prompt-card';
import { PromptEditorSkeleton } from './prompt-editor-skeleton';
import type { FunctionCheck } from '../go-live/readiness';
import { BehaviourSections } from '../sections/behaviour-sections';
import { TestCallButton } from '../test-call/test-call-button';
import type { AgentTestSlots } from '../versions/test-slots';
import { VersionsBar } from '../versions/versions-bar';
import { TextBoxCard } from './text-box-card';
import { useAgent } from './use-agent';
import { usePromptGeneration } from './use-prompt-generation';
import { useSaveAgent } from '../agents-queries';

export interface PromptEditorScreenProps {
  agentId: string;
  initialAgent?: Agent;
  checkFunctions: FunctionCheck;
  functionsCard: ReactNode;
  knowledgeCard: ReactNode;
  testPanel: ReactNode;
  // Graded tests (a proposal): Run all beside the versions, and the draft's results when publishing.
  tests?: AgentTestSlots;
}

export function PromptEditorScreen({
  agentId,
  initialAgent,
  checkFunctions,
  functionsCard,
  knowledgeCard,
  testPanel,
  tests,
}: PromptEditorScreenProps) {
  const { t } = useTranslation();
  const query = useAgent(agentId, initialAgent);

  return (
    <PageFrame
      title={t('screens.agentPromptEditor.title')}
      gap="5"
      actions={
        <>
          {tests?.runAll}
          {query.data && <VersionsBar agent={query.data} tests={tests} />}
          {query.data && <TestCallButton agent={query.data} />}
          <Button asChild variant="outline" size="sm">
            <Link to="/agent/schedule_board" search={{ agentId }}>
              {t('agents.editor.scheduleBoard')}
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/conversationflow" search={{ agentId }}>
              {t('agents.editor.conversationFlow')}
            </Link>
          </Button>
        </>
      }
      back={
        <Button asChild variant="ghost" size="sm" px="2" aria-label={t('agents.editor.backToAgents')}>
          <Link to="/agent">
            <BackIcon />
          </Link>
        </Button>
      }
    >
      <QueryView
        query={query}
        errorText={errorMessage(query.error, t('agents.editor.loadFailed'))}
        loading={<PromptEditorSkeleton />}
      >
        {(agent) => (
          <EditorContent
            key={agent.id}
            agent={agent}
            checkFunctions={checkFunctions}
            functionsCard={functionsCard}
            knowledgeCard={knowledgeCard}
            testPanel={testPanel}
          />
        )}
      </QueryView>
    </PageFrame>
  );
}

const textsOf = (agent: Agent): AgentTexts => ({
  description: agent.description,
  voiceMail: agent.voiceMail,
  global_prompt: agent.global_prompt,
});

function EditorContent({
  agent,
  checkFunctions,
  functionsCard,
  knowledgeCard,
  testPanel,
}: { agent: Agent } & Omit<PromptEditorScreenProps, 'agentId' | 'initialAgent' | 'tests'>) {
  const { t } = useTranslation();
  const draftScope = `agent-texts:${agent.id}`;
  const [state, dispatch] = useReducer(editorReducer, textsOf(agent), initEditor);
  // What the user left unsaved here before a reload or the sign-in detour comes back; null until read.
  const [kept, setKept] = useState<EditorDraft | null>(null);
  useEffect(() => {
    let live = true;
    void readDraft(draftScope).then((value) => {
      if (!live) return;
      const draft = parseDraft(value);
      dispatch({ type: 'draft', draft });
      setKept(draft);
    });
    return () => {
      live = false;
    };
  }, [draftScope]);
  const save = useSaveAgent(agent);
  const generation = usePromptGeneration(dispatch);
  const { description, voiceMail, global_prompt: globalPrompt } = textsOf(agent);

  // Newer server texts (the fetch after a first paint from navigation state, a save) reach the
  // boxes the user is not working on.
  useEffect(() => {
    dispatch({ type: 'server', texts: { description, voiceMail, global_prompt: globalPrompt } });
  }, [description, voiceMail, globalPrompt]);

  const announced = useRef(false);
  useEffect(() => {
    if (!kept || announced.current) return;
    announced.current = true;
    if (showsDraft(state, kept)) notify('info', t('agents.editor.draftRestored'));
  }, [kept, state, t]);

  const unsaved = hasUnsavedText(state);
  const draft = JSON.stringify(draftOf(state));
  useEffect(() => {
    // Before the kept draft is read, storing would replace it with the server's text.
    if (!kept) return;
    if (draft === '{}') clearDraft(draftScope);
    else writeDraft(draftScope, JSON.parse(draft));
  }, [draft, draftScope, kept]);

  // The boxes' handlers keep their identity from render to render, so that the memoised boxes and
  // cards a change does not concern are left as they are: each typed key or streamed word used to
  // render the whole editor, the profile and every behaviour section included.
  const boxHandlers = useMemo(() => {
    const of = (field: TextField) => ({
      onEdit: () => dispatch({ type: 'edit', field }),
      onChange: (value: string) => dispatch({ type: 'change', field, value }),
      onSave: (value: string) => {
        dispatch({ type: 'saveStart', field });
        void save({ [field]: value }).then((ok) => dispatch({ type: 'saveEnd', field, ok }));
      },
      onReapply: (value: string) => {
        dispatch({ type: 'rebase', field });
        dispatch({ type: 'saveStart', field });
        void save({ [field]: value }).then((ok) => dispatch({ type: 'saveEnd', field, ok }));
      },
      onTakeServer: () => dispatch({ type: 'takeServer', field }),
    });
    return { description: of('description'), voiceMail: of('voiceMail'), global_prompt: of('global_prompt') };
  }, [save]);
  const handlers = (field: TextField) => ({
    box: state.boxes[field],
    locked: isLocked(state, field),
    ...boxHandlers[field],
  });

  // An accepted composed prompt goes through the box's own edit and save, with its failure rules.
  const acceptPrompt = (value: string) => {
    dispatch({ type: 'edit', field: 'global_prompt' });
    dispatch({ type: 'change', field: 'global_prompt', value });
    dispatch({ type: 'saveStart', field: 'global_prompt' });
    void save({ global_prompt: value }).then((ok) =>
      dispatch({ type: 'saveEnd', field: 'global_prompt', ok }),
    );
  };

  return (
    <>
      <LeaveGuard when={unsaved} onDiscard={() => clearDraft(draftScope)} />
      <EditorLayout
        profile={<AgentProfileCard agent={agent} checkFunctions={checkFunctions} />}
        description={
          <TextBoxCard
            id="agent-description"
            title={t('agents.editor.description')}
            hint={t('agents.editor.descriptionHint')}
            rows={4}
            {...handlers('description')}
          />
        }
        voiceMail={
          <TextBoxCard
            id="agent-voicemail"
            title={t('agents.editor.voiceMail')}
            hint={t('agents.editor.voiceMailHint')}
            rows={4}
            {...handlers('voiceMail')}
          />
        }
        globalPrompt={
          <GlobalPromptCard
            {...handlers('global_prompt')}
            streaming={state.generation.streaming}
            onGenerate={(goal) => void generation.generate(goal)}
            onStop={generation.stop}
          />
        }
        behaviour={
          <>
            <BehaviourSections
              agentId={agent.id}
              globalPrompt={state.boxes.global_prompt.value}
              composeDisabled={isLocked(state, 'global_prompt')}
              onAcceptPrompt={acceptPrompt}
            />
            <AnalysisSection agentId={agent.id} agentRevision={agent.revision} />
          </>
        }
        functions={
          <Box id="agent-functions" scrollMarginTop="4">
            {functionsCard}
          </Box>
        }
        knowledge={knowledgeCard}
        test={testPanel}
      />
    </>
  );
}
