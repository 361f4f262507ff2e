import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type WaveSurfer from 'wavesurfer.js';

export type WaveformStatus = 'loading' | 'ready' | 'error';

export interface WaveformSource {
  url: string;
  peaks?: readonly number[] | null;
  duration?: number | null;
}

export interface WaveformState {
  status: WaveformStatus;
  drawn: boolean;
  playing: boolean;
  current: number;
  duration: number;
}

const colourOf = (element: HTMLElement | null, fallback: string): string =>
  (element && getComputedStyle(element).color) || fallback;

// Loaded on first use, so wavesurfer.js never weighs on the first route's chunk.
export function useWavesurfer(
  source: WaveformSource,
  container: RefObject<HTMLElement | null>,
  progressColour: RefObject<HTMLElement | null>,
  onTimeUpdate?: (seconds: number) => void,
) {
  const { url, peaks, duration } = source;
  const usePeaks = !!peaks && peaks.length > 0 && !!duration && duration > 0;
  // The caller remounts the player for another recording (a `key`), so the state starts here.
  const [state, setState] = useState<WaveformState>(() => ({
    status: 'loading',
    drawn: false,
    playing: false,
    current: 0,
    duration: usePeaks ? duration : 0,
  }));
  const instance = useRef<WaveSurfer | null>(null);
  // Until the audio has loaded, the element reports 0 for a time just set: a position asked for
  // while paused holds until the user plays or clicks, whatever the element says meanwhile.
  const pinned = useRef(false);
  const onTime = useRef(onTimeUpdate);
  useEffect(() => {
    onTime.current = onTimeUpdate;
  }, [onTimeUpdate]);

  useEffect(() => {
    let cancelled = false;
    let player: WaveSurfer | null = null;
    const update = (patch: Partial<WaveformState>) => {
      if (!cancelled) setState((previous) => ({ ...previous, ...patch }));
    };
    import('wavesurfer.js')
      .then(({ default: WaveSurferClass }) => {
        const element = container.current;
        if (cancelled || !element) return;
        player = WaveSurferClass.create({
          container: element,
          url,
          ...(usePeaks ? { peaks: [Array.from(peaks)], duration } : {}),
          height: 32,
          waveColor: colourOf(element, '#a1a1aa'),
          progressColor: colourOf(progressColour.current, '#7c3aed'),
          cursorColor: colourOf(progressColour.current, '#7c3aed'),
          barWidth: 2,
          barGap: 1,
          barRadius: 2,
          dragToSeek: true,
          // Decoding is only for drawing: the lowest rate browsers decode at keeps an hour's
          // samples (and the main-thread work of drawing them) small. Playback is unaffected.
          sampleRate: 3000,
        });
        instance.current = player;
        player.on('ready', (seconds) => update({ status: 'ready', duration: seconds }));
        player.on('redrawcomplete', () => update({ drawn: true }));
        player.on('play', () => {
          pinned.current = false;
          update({ playing: true });
        });
        player.on('interaction', (seconds) => {
          pinned.current = false;
          update({ current: seconds });
        });
        player.on('pause', () => update({ playing: false }));
        player.on('finish', () => update({ playing: false }));
        player.on('timeupdate', (seconds) => {
          if (pinned.current) return;
          update({ current: seconds });
          onTime.current?.(seconds);
        });
        player.on('error', () => update({ status: 'error', playing: false }));
      })
      .catch(() => update({ status: 'error' }));
    return () => {
      cancelled = true;
      player?.destroy();
      instance.current = null;
    };
  }, [url, peaks, duration, usePeaks, container, progressColour]);

  const seek = useCallback((seconds: number) => {
    const player = instance.current;
    if (!player) return;
    pinned.current = !player.isPlaying();
    player.setTime(seconds);
    setState((previous) => ({ ...previous, current: seconds }));
    onTime.current?.(seconds);
  }, []);

  return { state, instance, seek };
}
