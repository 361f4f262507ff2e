import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { loadQueries } from '@/app/route-loaders';
import { callsSearch, toFetchQuery, type CallsSearch } from '@/features/calls/call-search';
import { agentsQuery, callListQuery, liveQueries, queueQuery } from '@/features/calls/calls-queries';
import { CallsScreen } from '@/features/calls/calls-screen';

export const Route = createFileRoute('/_app/_guarded/calls')({
  validateSearch: callsSearch,
  staticData: { screen: 'calls' },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadQueries(context.queryClient, [
      callListQuery(toFetchQuery(deps)),
      queueQuery(deps.agentId),
      agentsQuery(),
      ...liveQueries(),
    ]),
  component: CallsRoute,
});

function CallsRoute() {
  const navigate = Route.useNavigate();
  const onSearch = useCallback((search: CallsSearch) => void navigate({ search }), [navigate]);
  return <CallsScreen search={Route.useSearch()} onSearch={onSearch} />;
}
