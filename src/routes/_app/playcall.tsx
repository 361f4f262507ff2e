import { createFileRoute } from '@tanstack/react-router';
import { loadQueries } from '@/app/route-loaders';
import { callQuery } from '@/features/call-playback/call-playback-queries';
import { PlaybackScreen } from '@/features/call-playback/playback-screen';
import { optionalId } from '@/lib/search-params';

// No guard: opened from shared links, often without a session (spec: "/playcall and /summarycall
// carry no guard"). The call read there never redirects to /login.
export const Route = createFileRoute('/_app/playcall')({
  // `/playcall?id=<call id>`; a missing or malformed id falls back to none, never throws.
  validateSearch: (search: Record<string, unknown>) => optionalId(search, 'id'),
  staticData: { screen: 'playcall' },
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps: { id } }) => loadQueries(context.queryClient, id ? [callQuery(id)] : []),
  component: PlaycallRoute,
});

function PlaycallRoute() {
  const { id } = Route.useSearch();
  return <PlaybackScreen key={id} callId={id} />;
}
