import { createFileRoute } from '@tanstack/react-router';
import { loadQueries } from '@/app/route-loaders';
import { callQuery } from '@/features/call-playback/call-playback-queries';
import { PlaybackScreen } from '@/features/call-playback/playback-screen';
import { optionalId } from '@/lib/search-params';

// No guard (spec): opened from shared links, often without a session, so its read never redirects to /login.
export const Route = createFileRoute('/_app/playcall')({
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
