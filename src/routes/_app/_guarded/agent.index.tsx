import { createFileRoute } from '@tanstack/react-router';
import { loadQueries } from '@/app/route-loaders';
import { agentListQuery, didsQuery } from '@/features/agents/agents-queries';
import { AgentsScreen } from '@/features/agents/list/agents-screen';
import { checkFunctionsLazily } from '@/features/functions/lazy-function-check';

const AgentsRoute = () => <AgentsScreen checkFunctions={checkFunctionsLazily} />;

export const Route = createFileRoute('/_app/_guarded/agent/')({
  // The loader stays in the first chunk: its reads start with the navigation (ARCHITECTURE.md).
  codeSplitGroupings: [['component'], ['errorComponent'], ['notFoundComponent']],
  staticData: { screen: 'agent' },
  loader: ({ context }) => loadQueries(context.queryClient, [agentListQuery(), didsQuery()]),
  component: AgentsRoute,
});
