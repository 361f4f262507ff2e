import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WaveformPlayer } from '@/components/waveform/waveform-player';
import { env } from '@/config/env';
import { previewSource, type Voice } from './voice-filters';

export interface VoiceCardProps {
  voice: Voice;
  usedBy: string[];
  previewing: boolean;
  onPreview: (open: boolean) => void;
  onApply: () => void;
}

export function VoiceCard({ voice, usedBy, previewing, onPreview, onApply }: VoiceCardProps) {
  const { t } = useTranslation();
  const playerId = useId();
  const headingId = useId();
  const sample = previewSource(voice.previewUrl, env.fileHostUrl);
  return (
    <Card.Root as="article" aria-labelledby={headingId} h="full" size="sm">
      <Card.Body gap="3">
        <Stack gap="1">
          <HStack justify="space-between" align="start" gap="2">
            <Heading as="h2" size="md" id={headingId} wordBreak="break-word">
              {voice.name}
            </Heading>
            {voice.isCustom && (
              <Badge colorPalette="brand" variant="subtle">
                {t('voiceLibrary.custom')}
              </Badge>
            )}
          </HStack>
          <HStack gap="1" wrap="wrap">
            <Badge variant="outline">{voice.language}</Badge>
            <Badge variant="outline">{t(`voiceLibrary.gender.${voice.gender}`)}</Badge>
            {voice.accent && <Badge variant="outline">{voice.accent}</Badge>}
            <Badge variant="outline">{t(`voiceLibrary.provider.${voice.provider}`)}</Badge>
          </HStack>
        </Stack>
        {voice.description && (
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
            {voice.description}
          </Text>
        )}
        {voice.tags && voice.tags.length > 0 && (
          <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
            {voice.tags.join(' · ')}
          </Text>
        )}
        {usedBy.length > 0 && (
          <Text fontSize="xs" wordBreak="break-word">
            {t('voiceLibrary.usedBy', { agents: usedBy.join(', ') })}
          </Text>
        )}
        {previewing && sample && (
          <Box id={playerId}>
            <WaveformPlayer url={sample} label={t('voiceLibrary.preview.player', { name: voice.name })} />
          </Box>
        )}
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        {sample ? (
          <Button
            size="sm"
            variant="outline"
            aria-expanded={previewing}
            aria-controls={previewing ? playerId : undefined}
            aria-label={t(previewing ? 'voiceLibrary.preview.closeFor' : 'voiceLibrary.preview.openFor', {
              name: voice.name,
            })}
            onClick={() => onPreview(!previewing)}
          >
            {t(previewing ? 'voiceLibrary.preview.close' : 'voiceLibrary.preview.open')}
          </Button>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('voiceLibrary.preview.none')}
          </Text>
        )}
        <Button
          size="sm"
          colorPalette="brand"
          aria-label={t('voiceLibrary.apply.buttonFor', { name: voice.name })}
          onClick={onApply}
        >
          {t('voiceLibrary.apply.button')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
