import { createFileRoute } from '@tanstack/react-router';
import { ScreenPending } from '@/components/screen-pending';

export const Route = createFileRoute('/_app/summarycall')({
  staticData: { screen: 'summarycall' },
  component: () => <ScreenPending screen="summarycall" />,
});
