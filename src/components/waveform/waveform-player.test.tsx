import { act, fireEvent, screen } from '@testing-library/react';
import { createRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { WaveformPlayer, type WaveformHandle } from './waveform-player';

// jsdom has no audio or canvas: a stand-in for wavesurfer.js records what the player asks of it
// and lets the test fire its events.
type Handler = (...args: unknown[]) => void;

class FakeWaveSurfer {
  static last: FakeWaveSurfer | null = null;
  handlers = new Map<string, Handler[]>();
  time = 0;
  playing = false;
  destroyed = false;
  constructor(readonly options: Record<string, unknown>) {
    FakeWaveSurfer.last = this;
  }
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return () => undefined;
  }
  emit(event: string, ...args: unknown[]) {
    act(() => this.handlers.get(event)?.forEach((handler) => handler(...args)));
  }
  getCurrentTime = () => this.time;
  isPlaying = () => this.playing;
  getDuration = () => 52;
  setTime = vi.fn((seconds: number) => {
    this.time = seconds;
    this.emit('timeupdate', seconds);
  });
  play = vi.fn(() => {
    this.playing = true;
    this.emit('play');
    return Promise.resolve();
  });
  playPause = vi.fn(() => {
    this.playing = !this.playing;
    this.emit(this.playing ? 'play' : 'pause');
    return Promise.resolve();
  });
  destroy = vi.fn(() => {
    this.destroyed = true;
  });
}

vi.mock('wavesurfer.js', () => ({
  default: { create: (options: Record<string, unknown>) => new FakeWaveSurfer(options) },
}));

beforeEach(() => {
  FakeWaveSurfer.last = null;
});

async function renderPlayer(props: Partial<Parameters<typeof WaveformPlayer>[0]> = {}) {
  const ref = createRef<WaveformHandle>();
  const view = await renderWithProviders(
    <WaveformPlayer ref={ref} url="/files/recordings/a.wav" label="Call recording" {...props} />,
  );
  await vi.waitFor(() => expect(FakeWaveSurfer.last).not.toBeNull());
  const player = FakeWaveSurfer.last as FakeWaveSurfer;
  return { ...view, ref, player };
}

const playButton = () => screen.getByRole('button', { name: 'Play' });
const slider = () => screen.getByRole('slider', { name: 'Position in the recording' });

describe('WaveformPlayer', () => {
  it('draws from the given peaks and duration without decoding', async () => {
    const { player } = await renderPlayer({ peaks: [0.1, 0.5, 0.2], duration: 52 });
    expect(player.options['url']).toBe('/files/recordings/a.wav');
    expect(player.options['peaks']).toEqual([[0.1, 0.5, 0.2]]);
    expect(player.options['duration']).toBe(52);
    expect(player.options['height']).toBe(32);
  });

  it('leaves decoding to wavesurfer when there are no peaks', async () => {
    const { player } = await renderPlayer({ peaks: null, duration: null });
    expect(player.options).not.toHaveProperty('peaks');
    expect(player.options).not.toHaveProperty('duration');
    expect(screen.getByText('Loading the recording…')).toBeTruthy();
  });

  it('is disabled until ready, then plays and pauses with the button (aria-pressed)', async () => {
    const { player } = await renderPlayer();
    expect((playButton() as HTMLButtonElement).disabled).toBe(true);
    player.emit('ready', 52);
    expect((playButton() as HTMLButtonElement).disabled).toBe(false);
    expect(playButton().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(playButton());
    expect(player.playPause).toHaveBeenCalledTimes(1);
    expect(playButton().getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(playButton());
    expect(playButton().getAttribute('aria-pressed')).toBe('false');
  });

  it('plays and pauses with space and seeks with the arrow keys on the waveform', async () => {
    const { player } = await renderPlayer();
    player.emit('ready', 52);
    fireEvent.keyDown(slider(), { key: ' ' });
    expect(player.playPause).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    expect(player.setTime).toHaveBeenLastCalledWith(5);
    fireEvent.keyDown(slider(), { key: 'ArrowLeft' });
    expect(player.setTime).toHaveBeenLastCalledWith(0);
    fireEvent.keyDown(slider(), { key: 'End' });
    expect(player.setTime).toHaveBeenLastCalledWith(52);
    expect(slider().getAttribute('aria-valuenow')).toBe('52');
    expect(slider().getAttribute('aria-valuetext')).toBe('0:52 of 0:52');
  });

  it('keeps a position asked for while paused when the unloaded element reports 0', async () => {
    const { player } = await renderPlayer();
    player.emit('ready', 52);
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    player.emit('timeupdate', 0);
    expect(slider().getAttribute('aria-valuenow')).toBe('5');
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    expect(player.setTime).toHaveBeenLastCalledWith(10);
    expect(slider().getAttribute('aria-valuenow')).toBe('10');
    // Playing, or a click on the waveform, hands the clock back to the element.
    fireEvent.keyDown(slider(), { key: ' ' });
    player.emit('timeupdate', 11);
    expect(slider().getAttribute('aria-valuenow')).toBe('11');
    fireEvent.keyDown(slider(), { key: ' ' });
    player.emit('interaction', 30);
    expect(slider().getAttribute('aria-valuenow')).toBe('30');
  });

  it('leaves space on the button to the button and ignores keys before it is ready', async () => {
    const { player } = await renderPlayer();
    fireEvent.keyDown(slider(), { key: ' ' });
    expect(player.playPause).not.toHaveBeenCalled();
    player.emit('ready', 52);
    fireEvent.keyDown(playButton(), { key: ' ' });
    expect(player.playPause).not.toHaveBeenCalled();
  });

  it('does not take space from a text box inside the player region', async () => {
    const { player } = await renderPlayer();
    player.emit('ready', 52);
    const input = document.createElement('input');
    slider().parentElement?.appendChild(input);
    fireEvent.keyDown(input, { key: ' ' });
    expect(player.playPause).not.toHaveBeenCalled();
  });

  it('plays from a given time through its handle', async () => {
    const { player, ref } = await renderPlayer();
    player.emit('ready', 52);
    act(() => ref.current?.playFrom(30.6));
    expect(player.setTime).toHaveBeenCalledWith(30.6);
    expect(player.play).toHaveBeenCalled();
  });

  it('says the recording could not be loaded', async () => {
    const { player } = await renderPlayer();
    player.emit('error', new Error('Failed to fetch: 404'));
    expect(screen.getByRole('alert').textContent).toContain('The recording could not be loaded');
    expect((playButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('reports the time and cleans up when it goes away', async () => {
    const onTimeUpdate = vi.fn();
    const { player, unmount } = await renderPlayer({ onTimeUpdate });
    player.emit('ready', 52);
    player.emit('timeupdate', 12.3);
    expect(onTimeUpdate).toHaveBeenCalledWith(12.3);
    expect(screen.getByText('0:12 / 0:52')).toBeTruthy();
    unmount();
    expect(player.destroy).toHaveBeenCalled();
  });
});
