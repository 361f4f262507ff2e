import { createFileRoute } from '@tanstack/react-router';
import { ScreenPending } from '@/components/screen-pending';

export const Route = createFileRoute('/_app/_guarded/agent/schedule_board')({
  staticData: { screen: 'agentScheduleBoard' },
  component: () => <ScreenPending screen="agentScheduleBoard" />,
});
