import { createFileRoute } from '@tanstack/react-router';
import { loadQueries } from '@/app/route-loaders';
import { didsQuery } from '@/features/phone-numbers/phone-numbers-queries';
import { RequestedScreen } from '@/features/phone-numbers/requested-screen';

export const Route = createFileRoute('/_app/_guarded/phonenumbers/requested')({
  staticData: { screen: 'phonenumbersRequested' },
  loader: ({ context }) => loadQueries(context.queryClient, [didsQuery('Requested')]),
  component: RequestedScreen,
});
