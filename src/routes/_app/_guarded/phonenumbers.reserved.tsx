import { createFileRoute } from '@tanstack/react-router';
import { ScreenPending } from '@/components/screen-pending';

export const Route = createFileRoute('/_app/_guarded/phonenumbers/reserved')({
  staticData: { screen: 'phonenumbersReserved' },
  component: () => <ScreenPending screen="phonenumbersReserved" />,
});
