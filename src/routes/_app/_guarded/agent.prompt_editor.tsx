import { createFileRoute, Navigate, useLocation } from '@tanstack/react-router';
import { analysisSettingsQuery } from '@/api/call-analysis';
import { loadQueries } from '@/app/route-loaders';
import { agentFromState } from '@/features/agents/editor/agent-nav-state';
import { agentDidsQuery, agentQuery, didsQuery } from '@/features/agents/agents-queries';
import { PromptEditorScreen } from '@/features/agents/editor/prompt-editor-screen';
import { TestCallForm } from '@/features/agents/test-call/test-call-form';
import { TestLlmPanel } from '@/features/chat-test/test-llm-panel';
import { FunctionsCard } from '@/features/functions/functions-card';
import { functionsQuery } from '@/features/functions/functions-queries';
import { checkFunctionsLazily } from '@/features/functions/lazy-function-check';
import { KnowledgeCard } from '@/features/knowledge/knowledge-card';
import { knowledgeFilesQuery } from '@/features/knowledge/knowledge-queries';
import { DraftTestResults, RunAllTests } from '@/features/testzone/agent-tests';
import { optionalId } from '@/lib/search-params';

// Composed here because a feature never imports another.
function PromptEditorRoute() {
  const { agentId } = Route.useSearch();
  const state = useLocation({ select: (location) => location.state });
  if (!agentId) return <Navigate to="/agent" replace />;
  return (
    <PromptEditorScreen
      agentId={agentId}
      initialAgent={agentFromState(state, agentId)}
      checkFunctions={checkFunctionsLazily}
      functionsCard={<FunctionsCard agentId={agentId} />}
      knowledgeCard={<KnowledgeCard agentId={agentId} />}
      testPanel={<TestLlmPanel agentId={agentId} callTab={<TestCallForm agentId={agentId} />} />}
      tests={{
        runAll: <RunAllTests agentId={agentId} target="draft" />,
        draftResults: (revision, onVerdict) => (
          <DraftTestResults agentId={agentId} revision={revision} onVerdict={onVerdict} />
        ),
      }}
    />
  );
}

export const Route = createFileRoute('/_app/_guarded/agent/prompt_editor')({
  // The loader stays in the first chunk: its reads start with the navigation (ARCHITECTURE.md).
  codeSplitGroupings: [['component'], ['errorComponent'], ['notFoundComponent']],
  validateSearch: (search: Record<string, unknown>) => optionalId(search, 'agentId'),
  staticData: { screen: 'agentPromptEditor' },
  loaderDeps: ({ search }) => ({ agentId: search.agentId }),
  loader: ({ context, deps: { agentId } }) =>
    loadQueries(
      context.queryClient,
      agentId
        ? [
            agentQuery(agentId),
            didsQuery(),
            agentDidsQuery(agentId),
            functionsQuery(agentId),
            knowledgeFilesQuery(agentId),
            // Proposal (post-call analysis): null where unsupported, so the card never flashes.
            analysisSettingsQuery(agentId),
          ]
        : [],
    ),
  component: PromptEditorRoute,
});
