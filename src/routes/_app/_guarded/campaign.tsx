import { createFileRoute } from '@tanstack/react-router';
import { ScreenPending } from '@/components/screen-pending';

export const Route = createFileRoute('/_app/_guarded/campaign')({
  staticData: { screen: 'campaign' },
  component: () => <ScreenPending screen="campaign" />,
});
