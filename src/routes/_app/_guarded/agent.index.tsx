import { createFileRoute } from '@tanstack/react-router';
import { ScreenPending } from '@/components/screen-pending';

export const Route = createFileRoute('/_app/_guarded/agent/')({
  staticData: { screen: 'agent' },
  component: () => <ScreenPending screen="agent" />,
});
