import { createFileRoute } from '@tanstack/react-router';
import { ScreenPending } from '@/components/screen-pending';

export const Route = createFileRoute('/_app/_guarded/superadmin/agents')({
  staticData: { screen: 'superadminAgents' },
  component: () => <ScreenPending screen="superadminAgents" />,
});
