import { createFileRoute } from '@tanstack/react-router';
import { SummaryScreen } from '@/features/call-playback/summary-screen';
import { optionalId } from '@/lib/search-params';

// No guard, like /playcall: a call summary is shared by link.
export const Route = createFileRoute('/_app/summarycall')({
  // `/summarycall?id=<call id>`; a missing or malformed id falls back to none, never throws.
  validateSearch: (search: Record<string, unknown>) => optionalId(search, 'id'),
  staticData: { screen: 'summarycall' },
  component: SummarycallRoute,
});

function SummarycallRoute() {
  const { id } = Route.useSearch();
  return <SummaryScreen key={id} callId={id} />;
}
