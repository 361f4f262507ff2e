import { Button, SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { PageFrame } from '@/components/page-frame';
import { EmptyState, QueryView } from '@/components/query-states';
import { ApplyVoiceDialog } from './apply-voice-dialog';
import { VoiceCard } from './voice-card';
import { filterVoices, type Voice, type VoiceSearch } from './voice-filters';
import { VoiceFiltersBar } from './voice-filters-bar';
import { agentsQuery, voicesQuery } from './voice-library-queries';

export interface VoiceLibraryScreenProps {
  search: VoiceSearch;
  onSearch: (search: VoiceSearch) => void;
}

export function VoiceLibraryScreen({ search, onSearch }: VoiceLibraryScreenProps) {
  const { t } = useTranslation();
  const voices = useQuery({ ...voicesQuery(), select: (r) => r.data });
  const agents = useQuery({ ...agentsQuery(), select: (r) => r.data });
  const [previewing, setPreviewing] = useState<string | null>(null);
  const [applying, setApplying] = useState<Voice | null>(null);

  const usedBy = (voice: Voice) =>
    (agents.data ?? []).filter((agent) => agent.voice === voice.id).map((agent) => agent.name);

  return (
    <PageFrame title={t('screens.voicelibrary.title')} description={t('screens.voicelibrary.description')}>
      <QueryView query={voices} errorText={errorMessage(voices.error, t('voiceLibrary.loadFailed'))}>
        {(all) => {
          const shown = filterVoices(all, search);
          return (
            <>
              <VoiceFiltersBar voices={all} search={search} onChange={onSearch} />
              <Text role="status" fontSize="sm" color="fg.muted">
                {t('voiceLibrary.count', { count: shown.length })}
              </Text>
              {all.length === 0 ? (
                <EmptyState text={t('voiceLibrary.empty')} />
              ) : shown.length === 0 ? (
                <EmptyState text={t('voiceLibrary.noMatch')}>
                  <Button size="sm" variant="outline" onClick={() => onSearch({})}>
                    {t('voiceLibrary.filters.clear')}
                  </Button>
                </EmptyState>
              ) : (
                <SimpleGrid
                  as="ul"
                  aria-label={t('voiceLibrary.list')}
                  columns={{ base: 1, md: 2, xl: 3 }}
                  gap="4"
                >
                  {shown.map((voice) => (
                    <li key={voice.id}>
                      <VoiceCard
                        voice={voice}
                        usedBy={usedBy(voice)}
                        previewing={previewing === voice.id}
                        onPreview={(open) => setPreviewing(open ? voice.id : null)}
                        onApply={() => setApplying(voice)}
                      />
                    </li>
                  ))}
                </SimpleGrid>
              )}
            </>
          );
        }}
      </QueryView>
      {applying && <ApplyVoiceDialog voice={applying} onClose={() => setApplying(null)} />}
    </PageFrame>
  );
}
