import { createFileRoute, redirect } from '@tanstack/react-router';
import { useCallback } from 'react';
import { restoredSearch } from '@/app/remembered-search';
import { loadQueries } from '@/app/route-loaders';
import { voiceSearch, type VoiceSearch } from '@/features/voice-library/voice-filters';
import { agentsQuery, voicesQuery } from '@/features/voice-library/voice-library-queries';
import { VoiceLibraryScreen } from '@/features/voice-library/voice-library-screen';

export const Route = createFileRoute('/_app/_guarded/voicelibrary')({
  validateSearch: voiceSearch,
  beforeLoad: ({ search, cause, location }) => {
    const saved = restoredSearch('voicelibrary', { search, cause, location }, voiceSearch);
    if (saved) throw redirect({ to: '/voicelibrary', search: saved, replace: true });
  },
  staticData: { screen: 'voicelibrary' },
  // The filters only choose among the voices: the loader reads them all, whatever the address.
  loader: ({ context }) => loadQueries(context.queryClient, [voicesQuery(), agentsQuery()]),
  component: VoiceLibraryRoute,
});

function VoiceLibraryRoute() {
  const navigate = Route.useNavigate();
  const onSearch = useCallback((search: VoiceSearch) => void navigate({ search, replace: true }), [navigate]);
  const search = Route.useSearch();
  return <VoiceLibraryScreen search={search} onSearch={onSearch} />;
}
