import { createFileRoute } from '@tanstack/react-router';
import { loadQueries } from '@/app/route-loaders';
import { agentsQuery, didsQuery } from '@/features/phone-numbers/phone-numbers-queries';
import { ReservedScreen } from '@/features/phone-numbers/reserved-screen';

export const Route = createFileRoute('/_app/_guarded/phonenumbers/reserved')({
  staticData: { screen: 'phonenumbersReserved' },
  loader: ({ context }) => loadQueries(context.queryClient, [didsQuery('Assigned'), agentsQuery()]),
  component: ReservedScreen,
});
