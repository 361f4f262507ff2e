import { createFileRoute } from '@tanstack/react-router';
import { loadQueries } from '@/app/route-loaders';
import { FIRST_LEAD_PAGE, groupPageQuery, leadPageQuery } from '@/features/contacts/contacts-queries';
import { ContactsScreen } from '@/features/contacts/contacts-screen';

export const Route = createFileRoute('/_app/_guarded/contacts/')({
  staticData: { screen: 'contacts' },
  loader: ({ context }) =>
    loadQueries(context.queryClient, [leadPageQuery(FIRST_LEAD_PAGE), groupPageQuery(0)]),
  component: ContactsScreen,
});
