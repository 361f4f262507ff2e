import { createFileRoute } from '@tanstack/react-router';
import { ScreenPending } from '@/components/screen-pending';

export const Route = createFileRoute('/_app/_guarded/phonenumbers/')({
  staticData: { screen: 'phonenumbers' },
  component: () => <ScreenPending screen="phonenumbers" />,
});
