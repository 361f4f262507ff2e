import { createFileRoute } from '@tanstack/react-router';
import { loadQueries } from '@/app/route-loaders';
import { AvailableScreen } from '@/features/phone-numbers/available-screen';
import { didsQuery } from '@/features/phone-numbers/phone-numbers-queries';

export const Route = createFileRoute('/_app/_guarded/phonenumbers/available')({
  staticData: { screen: 'phonenumbersAvailable' },
  loader: ({ context }) => loadQueries(context.queryClient, [didsQuery('Available')]),
  component: AvailableScreen,
});
