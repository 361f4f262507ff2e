import { createFileRoute } from '@tanstack/react-router';
import { ScreenPending } from '@/components/screen-pending';

export const Route = createFileRoute('/_app/_guarded/testzone')({
  staticData: { screen: 'testzone' },
  component: () => <ScreenPending screen="testzone" />,
});
