import { createFileRoute } from '@tanstack/react-router';
import { ScreenPending } from '@/components/screen-pending';
import { optionalId } from '@/lib/search-params';

export const Route = createFileRoute('/_app/_guarded/calls')({
  // `/calls?agentId=<id>` (from the prompt editor's Call History); anything else is dropped.
  validateSearch: (search: Record<string, unknown>) => optionalId(search, 'agentId'),
  staticData: { screen: 'calls' },
  component: () => <ScreenPending screen="calls" />,
});
