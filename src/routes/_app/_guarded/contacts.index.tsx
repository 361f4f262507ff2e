import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { loadQueries } from '@/app/route-loaders';
import {
  FIRST_LEAD_PAGE,
  groupPageQuery,
  leadPageQuery,
  leadQuery,
} from '@/features/contacts/contacts-queries';
import { ContactsScreen } from '@/features/contacts/contacts-screen';
import { optionalId, withKeys } from '@/lib/search-params';

interface ContactsSearch {
  leadId?: string;
}

export const Route = createFileRoute('/_app/_guarded/contacts/')({
  // The loader stays in the first chunk: its reads start with the navigation (ARCHITECTURE.md).
  codeSplitGroupings: [['component'], ['errorComponent'], ['notFoundComponent']],
  // `leadId` opens that contact (the header search's contact results link here).
  validateSearch: (search: Record<string, unknown>): ContactsSearch =>
    withKeys(['leadId'], optionalId(search, 'leadId')),
  staticData: { screen: 'contacts' },
  loaderDeps: ({ search }) => ({ leadId: search.leadId }),
  loader: ({ context, deps }) =>
    loadQueries(context.queryClient, [
      leadPageQuery(FIRST_LEAD_PAGE),
      groupPageQuery(0),
      ...(deps.leadId ? [leadQuery(deps.leadId)] : []),
    ]),
  component: ContactsRoute,
});

function ContactsRoute() {
  const { leadId } = Route.useSearch();
  const navigate = Route.useNavigate();
  const closeLead = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  return <ContactsScreen openLeadId={leadId} onCloseLead={closeLead} />;
}
