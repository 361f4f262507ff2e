import { createFileRoute } from '@tanstack/react-router';
import { ReservedScreen } from '@/features/phone-numbers/reserved-screen';

export const Route = createFileRoute('/_app/_guarded/phonenumbers/reserved')({
  staticData: { screen: 'phonenumbersReserved' },
  component: ReservedScreen,
});
