import { createFileRoute } from '@tanstack/react-router';
import { ScreenPending } from '@/components/screen-pending';

export const Route = createFileRoute('/_app/_guarded/agent/prompt_editor')({
  staticData: { screen: 'agentPromptEditor' },
  component: () => <ScreenPending screen="agentPromptEditor" />,
});
