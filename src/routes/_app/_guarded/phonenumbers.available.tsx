import { createFileRoute } from '@tanstack/react-router';
import { AvailableScreen } from '@/features/phone-numbers/available-screen';

export const Route = createFileRoute('/_app/_guarded/phonenumbers/available')({
  staticData: { screen: 'phonenumbersAvailable' },
  component: AvailableScreen,
});
