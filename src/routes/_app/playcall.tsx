import { createFileRoute } from '@tanstack/react-router';
import { PlaybackScreen } from '@/features/call-playback/playback-screen';
import { optionalId } from '@/lib/search-params';

// No guard: opened from shared links, often without a session (spec: "/playcall and /summarycall
// carry no guard"). The call read there never redirects to /login.
export const Route = createFileRoute('/_app/playcall')({
  // `/playcall?id=<call id>`; a missing or malformed id falls back to none, never throws.
  validateSearch: (search: Record<string, unknown>) => optionalId(search, 'id'),
  staticData: { screen: 'playcall' },
  component: PlaycallRoute,
});

function PlaycallRoute() {
  const { id } = Route.useSearch();
  return <PlaybackScreen key={id} callId={id} />;
}
