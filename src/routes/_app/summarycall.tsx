import { createFileRoute } from '@tanstack/react-router';
import { loadQueries } from '@/app/route-loaders';
import { callQuery } from '@/features/call-playback/call-playback-queries';
import { SummaryScreen } from '@/features/call-playback/summary-screen';
import { optionalId } from '@/lib/search-params';

// No guard, like /playcall: a call summary is shared by link.
export const Route = createFileRoute('/_app/summarycall')({
  validateSearch: (search: Record<string, unknown>) => optionalId(search, 'id'),
  staticData: { screen: 'summarycall' },
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps: { id } }) => loadQueries(context.queryClient, id ? [callQuery(id)] : []),
  component: SummarycallRoute,
});

function SummarycallRoute() {
  const { id } = Route.useSearch();
  return <SummaryScreen key={id} callId={id} />;
}
