import { createFileRoute } from '@tanstack/react-router';
import { RequestedScreen } from '@/features/phone-numbers/requested-screen';

export const Route = createFileRoute('/_app/_guarded/phonenumbers/requested')({
  staticData: { screen: 'phonenumbersRequested' },
  component: RequestedScreen,
});
