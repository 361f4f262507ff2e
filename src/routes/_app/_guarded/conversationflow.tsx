import { createFileRoute } from '@tanstack/react-router';
import { ScreenPending } from '@/components/screen-pending';

export const Route = createFileRoute('/_app/_guarded/conversationflow')({
  staticData: { screen: 'conversationflow', sidebar: false },
  component: () => <ScreenPending screen="conversationflow" />,
});
