import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { loadQueries } from '@/app/route-loaders';
import { agentListQuery } from '@/features/agents/agents-queries';
import { agentSectionsQuery, useSavePromptSection } from '@/features/agents/sections/sections-queries';
import { ChooseAgentScreen } from '@/features/conversation-flow/choose-agent-screen';
import { ConversationFlowScreen } from '@/features/conversation-flow/conversation-flow-screen';
import { functionsQuery, useFunctions } from '@/features/functions/functions-queries';
import { optionalId, withKeys } from '@/lib/search-params';

// Composed here because a feature never imports another: the flow edits the agent's objectives
// through the same save as the prompt editor, and reads the agent's functions.
function AgentFlow({ agentId }: { agentId: string }) {
  const agent = useQuery({ ...agentSectionsQuery(agentId), select: (response) => response.data });
  const functions = useFunctions(agentId);
  const { t } = useTranslation();
  const objectives = useSavePromptSection(agentId, 'objectives', {
    failed: t('conversationFlow.saveFailed'),
  });
  return (
    <ConversationFlowScreen
      agent={agent}
      functions={functions}
      saveSteps={objectives.save}
      saving={objectives.isPending}
    />
  );
}

function ChooseAgent() {
  const agents = useQuery({ ...agentListQuery(), select: (response) => response.data });
  return <ChooseAgentScreen agents={agents} />;
}

function ConversationFlowRoute() {
  const { agentId } = Route.useSearch();
  return agentId ? <AgentFlow key={agentId} agentId={agentId} /> : <ChooseAgent />;
}

export const Route = createFileRoute('/_app/_guarded/conversationflow')({
  staticData: { screen: 'conversationflow', sidebar: false },
  validateSearch: (search: Record<string, unknown>) => withKeys(['agentId'], optionalId(search, 'agentId')),
  loaderDeps: ({ search }) => ({ agentId: search.agentId }),
  loader: ({ context, deps: { agentId } }) =>
    loadQueries(
      context.queryClient,
      agentId ? [agentSectionsQuery(agentId), functionsQuery(agentId)] : [agentListQuery()],
    ),
  component: ConversationFlowRoute,
});
