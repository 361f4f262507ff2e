import { createFileRoute, redirect } from '@tanstack/react-router';
import { useCallback } from 'react';
import { restoredSearch } from '@/app/remembered-search';
import { loadQueries } from '@/app/route-loaders';
import { afterNextPaint } from '@/lib/idle';
import { callsSearch, toFetchQuery, type CallsSearch } from '@/features/calls/call-search';
import { agentsQuery, callListQuery, liveQueries, queueQuery } from '@/features/calls/calls-reads';
import { CallsScreen } from '@/features/calls/calls-screen';

export const Route = createFileRoute('/_app/_guarded/calls')({
  // The loader stays in the first chunk: its reads start with the navigation (ARCHITECTURE.md).
  codeSplitGroupings: [['component'], ['errorComponent'], ['notFoundComponent']],
  validateSearch: callsSearch,
  beforeLoad: ({ search, cause, location }) => {
    const saved = restoredSearch('calls', { search, cause, location }, callsSearch);
    if (saved) throw redirect({ to: '/calls', search: saved, replace: true });
  },
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
  const { queryClient } = Route.useRouteContext();
  const onSearch = useCallback(
    (search: CallsSearch) => {
      // The list's read starts with the change rather than after the screen has rendered it; the
      // loader then joins it (the same key, from the same validated search).
      loadQueries(queryClient, [callListQuery(toFetchQuery(callsSearch({ ...search })))]);
      // The router renders the whole screen for a new address: after the input's frame, not in it.
      void afterNextPaint().then(() => navigate({ search }));
    },
    [navigate, queryClient],
  );
  const search = Route.useSearch();
  return <CallsScreen search={search} onSearch={onSearch} />;
}
