import { createFileRoute } from '@tanstack/react-router';
import { ScreenPending } from '@/components/screen-pending';

export const Route = createFileRoute('/_app/_guarded/apps')({
  staticData: { screen: 'apps' },
  component: () => <ScreenPending screen="apps" />,
});
