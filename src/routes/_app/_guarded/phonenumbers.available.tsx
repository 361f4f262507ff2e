import { createFileRoute } from '@tanstack/react-router';
import { ScreenPending } from '@/components/screen-pending';

export const Route = createFileRoute('/_app/_guarded/phonenumbers/available')({
  staticData: { screen: 'phonenumbersAvailable' },
  component: () => <ScreenPending screen="phonenumbersAvailable" />,
});
