import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { ErrorState, LoadingState } from '@/components/query-states';
import { ApplyVoiceDialog } from './apply-voice-dialog';
import { VoiceCard } from './voice-card';
import { filterVoices, type Voice, type VoiceSearch } from './voice-filters';
import { VoiceFiltersBar } from './voice-filters-bar';
import { agentsQuery, voicesQuery } from './voice-queries';

export interface VoiceLibraryScreenProps {
  search: VoiceSearch;
  onSearch: (search: VoiceSearch) => void;
}

/**
 * /voicelibrary: the voices as cards, filtered by the address (language, gender, accent,
 * provider), each with a sample to play (one player open at a time) and Apply to agent.
 */
export function VoiceLibraryScreen({ search, onSearch }: VoiceLibraryScreenProps) {
  const { t } = useTranslation();
  const voices = useQuery({ ...voicesQuery(), select: (r) => r.data });
  const agents = useQuery({ ...agentsQuery(), select: (r) => r.data });
  const [previewing, setPreviewing] = useState<string | null>(null);
  const [applying, setApplying] = useState<Voice | null>(null);

  const usedBy = (voice: Voice) =>
    (agents.data ?? []).filter((agent) => agent.voice === voice.id).map((agent) => agent.name);

  let body;
  if (voices.data) {
    const shown = filterVoices(voices.data, search);
    body = (
      <>
        <VoiceFiltersBar voices={voices.data} search={search} onChange={onSearch} />
        <Text role="status" fontSize="sm" color="fg.muted">
          {t('voiceLibrary.count', { count: shown.length })}
        </Text>
        {shown.length === 0 ? (
          <Stack gap="2" align="center" textAlign="center" py="10" borderWidth="1px" rounded="md">
            <Text fontWeight="medium">
              {voices.data.length === 0 ? t('voiceLibrary.empty') : t('voiceLibrary.noMatch')}
            </Text>
            {voices.data.length > 0 && (
              <Button size="sm" variant="outline" onClick={() => onSearch({})}>
                {t('voiceLibrary.filters.clear')}
              </Button>
            )}
          </Stack>
        ) : (
          <SimpleGrid as="ul" aria-label={t('voiceLibrary.list')} columns={{ base: 1, md: 2, xl: 3 }} gap="4">
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
  } else if (voices.isError) {
    body = (
      <ErrorState
        message={errorMessage(voices.error, t('voiceLibrary.loadFailed'))}
        onRetry={() => void voices.refetch()}
      />
    );
  } else {
    body = <LoadingState />;
  }

  return (
    <Stack gap="6" px={{ base: '4', md: '8' }} py="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('screens.voicelibrary.title')}
        </Heading>
        <Text color="fg.muted">{t('screens.voicelibrary.description')}</Text>
      </Stack>
      {body}
      {applying && <ApplyVoiceDialog voice={applying} onClose={() => setApplying(null)} />}
    </Stack>
  );
}
