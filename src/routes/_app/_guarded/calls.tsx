import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { callsSearch, type CallsSearch } from '@/features/calls/call-search';
import { CallsScreen } from '@/features/calls/calls-screen';

export const Route = createFileRoute('/_app/_guarded/calls')({
  // Every filter of the list lives in the address (`?agentId=` from the prompt editor's Call
  // History, dates, direction, status, phone, search, page, sorting); invalid parts are dropped.
  validateSearch: callsSearch,
  staticData: { screen: 'calls' },
  component: CallsRoute,
});

function CallsRoute() {
  const navigate = Route.useNavigate();
  const onSearch = useCallback((search: CallsSearch) => void navigate({ search }), [navigate]);
  return <CallsScreen search={Route.useSearch()} onSearch={onSearch} />;
}
