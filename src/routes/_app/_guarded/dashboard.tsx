import { createFileRoute, redirect } from '@tanstack/react-router';
import { restoredSearch } from '@/app/remembered-search';
import { loadQueries } from '@/app/route-loaders';
import { liveQueries } from '@/features/calls/calls-reads';
import { LiveCalls } from '@/features/calls/live-calls';
import {
  localDate,
  parseDashboardSearch,
  resolvePeriod,
  type DashboardSearch,
} from '@/features/dashboard/dashboard-period';
import {
  agentRowsQuery,
  analysisQuery,
  callDurationQuery,
  periodInsightsQuery,
} from '@/features/dashboard/dashboard-queries';
import { DashboardScreen } from '@/features/dashboard/dashboard-screen';

function DashboardRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = (next: DashboardSearch) => void navigate({ search: next });
  return <DashboardScreen search={search} onSearchChange={onSearchChange} liveCalls={<LiveCalls />} />;
}

export const Route = createFileRoute('/_app/_guarded/dashboard')({
  // The loader stays in the first chunk: its reads start with the navigation (ARCHITECTURE.md).
  codeSplitGroupings: [['component'], ['errorComponent'], ['notFoundComponent']],
  validateSearch: (search: Record<string, unknown>): DashboardSearch => parseDashboardSearch(search),
  beforeLoad: ({ search, cause, location }) => {
    const saved = restoredSearch('dashboard', { search, cause, location }, parseDashboardSearch);
    if (saved) throw redirect({ to: '/dashboard', search: saved, replace: true });
  },
  staticData: { screen: 'dashboard' },
  loaderDeps: ({ search }) => search,
  // Every panel's read, so that none waits for the panels above it to be drawn.
  loader: ({ context, deps }) => {
    const period = resolvePeriod(deps, localDate(new Date()));
    loadQueries(context.queryClient, [
      analysisQuery(period),
      agentRowsQuery(period),
      periodInsightsQuery(period),
      callDurationQuery(),
      ...liveQueries(),
    ]);
  },
  component: DashboardRoute,
});
