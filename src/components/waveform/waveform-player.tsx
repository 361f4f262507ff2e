import { Alert, Box, HStack, IconButton, Text } from '@chakra-ui/react';
import { useEffect, useImperativeHandle, useRef, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from './format-clock';
import { PauseIcon, PlayIcon } from './player-icons';
import { useWavesurfer, type WaveformSource } from './use-wavesurfer';

export interface WaveformHandle {
  playFrom: (seconds: number) => void;
}

export interface WaveformPlayerProps extends WaveformSource {
  label: string;
  ref?: Ref<WaveformHandle>;
  onTimeUpdate?: (seconds: number) => void;
}

const SEEK_STEP = 5;
const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export function WaveformPlayer(props: WaveformPlayerProps) {
  // A new recording is a new player (fresh state, a new wavesurfer instance).
  return <Player key={props.url} {...props} />;
}

function Player({ url, peaks, duration, label, ref, onTimeUpdate }: WaveformPlayerProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const progress = useRef<HTMLDivElement>(null);
  const { state, instance, seek } = useWavesurfer(
    { url, peaks, duration },
    container,
    progress,
    onTimeUpdate,
  );
  const ready = state.status === 'ready';
  // Steps count from the last position asked for (or played to), so two quick presses move two
  // steps before React has drawn the first.
  const heard = state.current;
  const position = useRef(heard);
  useEffect(() => {
    position.current = heard;
  }, [heard]);
  const seekTo = (seconds: number) => {
    const player = instance.current;
    if (!player) return;
    position.current = Math.min(Math.max(seconds, 0), player.getDuration());
    seek(position.current);
  };

  useImperativeHandle(ref, () => ({
    playFrom: (seconds) => {
      seekTo(seconds);
      void instance.current?.play().catch(() => undefined);
    },
  }));

  const toggle = () => void instance.current?.playPause().catch(() => undefined);
  const seekBy = (delta: number) => seekTo(position.current + delta);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (TYPING.has(target.tagName) || target.isContentEditable || !ready) return;
    const player = instance.current;
    if (!player) return;
    const onButton = target.tagName === 'BUTTON';
    if (event.key === ' ' && !onButton) toggle();
    else if (event.key === 'ArrowRight' || event.key === 'ArrowUp') seekBy(SEEK_STEP);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') seekBy(-SEEK_STEP);
    else if (event.key === 'Home' && !onButton) seekTo(0);
    else if (event.key === 'End' && !onButton) seekTo(player.getDuration());
    else return;
    event.preventDefault();
  };

  const current = formatClock(state.current);
  const total = formatClock(state.duration);
  return (
    <Box role="group" aria-label={label} onKeyDown={onKeyDown} maxW="full">
      <HStack gap="3" align="center">
        <IconButton
          aria-label={t('waveform.play')}
          aria-pressed={state.playing}
          size="sm"
          rounded="full"
          colorPalette="brand"
          disabled={!ready}
          onClick={toggle}
        >
          {state.playing ? <PauseIcon /> : <PlayIcon />}
        </IconButton>
        <Box
          ref={container}
          role="slider"
          tabIndex={ready ? 0 : -1}
          aria-label={t('waveform.position')}
          aria-valuemin={0}
          aria-valuemax={Math.round(state.duration)}
          aria-valuenow={Math.round(state.current)}
          aria-valuetext={t('waveform.positionText', { current, total })}
          aria-disabled={!ready || undefined}
          data-status={state.status}
          data-drawn={state.drawn || undefined}
          data-playing={state.playing || undefined}
          flex="0 1 590px"
          minW="0"
          h="32px"
          color="fg.subtle"
          cursor={ready ? 'pointer' : undefined}
          rounded="sm"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
        />
        <Box as="span" ref={progress} hidden color="brand.solid" />
        <Text
          fontSize="xs"
          color="fg.muted"
          fontVariantNumeric="tabular-nums"
          whiteSpace="nowrap"
          aria-hidden="true"
        >
          {current} / {total}
        </Text>
      </HStack>
      {state.status === 'loading' && (
        <Text fontSize="xs" color="fg.muted" mt="1">
          {t('waveform.loading')}
        </Text>
      )}
      {state.status === 'error' && (
        <Alert.Root role="alert" status="warning" mt="2" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{t('waveform.failed')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Box>
  );
}
