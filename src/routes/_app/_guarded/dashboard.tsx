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
import { analysisQuery, callDurationQuery } from '@/features/dashboard/dashboard-queries';
import { DashboardScreen } from '@/features/dashboard/dashboard-screen';

function DashboardRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = (next: DashboardSearch) => void navigate({ search: next });
  return <DashboardScreen search={search} onSearchChange={onSearchChange} liveCalls={<LiveCalls />} />;
}

export const Route = createFileRoute('/_app/_guarded/dashboard')({
  validateSearch: (search: Record<string, unknown>): DashboardSearch => parseDashboardSearch(search),
  beforeLoad: ({ search, cause, location }) => {
    const saved = restoredSearch('dashboard', { search, cause, location }, parseDashboardSearch);
    if (saved) throw redirect({ to: '/dashboard', search: saved, replace: true });
  },
  staticData: { screen: 'dashboard' },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    loadQueries(context.queryClient, [
      analysisQuery(resolvePeriod(deps, localDate(new Date()))),
      callDurationQuery(),
      ...liveQueries(),
    ]);
  },
  component: DashboardRoute,
});
