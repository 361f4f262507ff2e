import { Alert, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { WaveformPlayer, type WaveformHandle } from '@/components/waveform/waveform-player';
import { env } from '@/config/env';
import { activeLineAt } from './active-line';
import { useSlowestTurnMark } from './analysis/slowest-turn';
import type { Call } from './call-playback-queries';
import { CallView } from './call-states';
import { contactOf, recordingUrl } from './call-format';
import { transcriptOf } from './transcript';
import { TranscriptView } from './transcript-view';

function Recording({
  call,
  player,
  onTime,
}: {
  call: Call;
  player: React.Ref<WaveformHandle>;
  onTime: (s: number) => void;
}) {
  const { t } = useTranslation();
  if (!call.recordURL.trim()) {
    return (
      <Alert.Root role="alert" status="info" maxW="590px">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{t('callPlayback.noRecording')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <WaveformPlayer
      ref={player}
      url={recordingUrl(call.recordURL, env.fileHostUrl)}
      peaks={call.peaks}
      duration={call.recordingDuration}
      label={t('callPlayback.recording')}
      onTimeUpdate={onTime}
    />
  );
}

function PlaybackContent({ call }: { call: Call }) {
  const { t } = useTranslation();
  const player = useRef<WaveformHandle>(null);
  const lines = useMemo(() => transcriptOf(call), [call]);
  const timed = lines.some((line) => line.startMs !== undefined);
  const [active, setActive] = useState(-1);
  const slowest = useSlowestTurnMark(call);
  const onTime = useCallback(
    (seconds: number) => {
      if (!timed) return;
      const index = activeLineAt(lines, seconds);
      setActive((previous) => (previous === index ? previous : index));
    },
    [lines, timed],
  );
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Text color="fg.muted">
          {t('callPlayback.subtitle', { agent: call.agentName, contact: contactOf(call) })}
        </Text>
        <Link asChild color="brand.fg" fontSize="sm" alignSelf="start">
          <RouterLink to="/summarycall" search={{ id: call.id }}>
            {t('callPlayback.openSummary')}
          </RouterLink>
        </Link>
      </Stack>
      <Recording call={call} player={player} onTime={onTime} />
      <Stack as="section" gap="3" aria-labelledby="call-transcript" maxW="3xl">
        <Heading as="h2" id="call-transcript" size="md">
          {t('callPlayback.transcript')}
        </Heading>
        <TranscriptView
          lines={lines}
          activeIndex={active}
          mark={slowest}
          onSeek={call.recordURL.trim() ? (seconds) => player.current?.playFrom(seconds) : undefined}
        />
      </Stack>
    </Stack>
  );
}

export function PlaybackScreen({ callId }: { callId?: string }) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('screens.playcall.title')}>
      <CallView callId={callId}>{(call) => <PlaybackContent call={call} />}</CallView>
    </PageFrame>
  );
}
