import { createFileRoute } from '@tanstack/react-router';
import { AgentsScreen } from '@/features/agents/agents-screen';

export const Route = createFileRoute('/_app/_guarded/agent/')({
  staticData: { screen: 'agent' },
  component: AgentsScreen,
});
