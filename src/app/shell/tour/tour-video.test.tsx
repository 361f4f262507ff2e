import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { TourVideo } from './tour-video';

const videoOf = (name: string) => {
  const video = screen.getByLabelText(name);
  if (!(video instanceof HTMLVideoElement)) throw new Error('not a video');
  return video;
};

describe('TourVideo', () => {
  it('plays the configured video with native controls and captions in the reader’s language', async () => {
    await renderWithProviders(<TourVideo />, { language: 'es' });
    const video = videoOf('Video: cómo preparar tu agente para tu empresa');
    expect(video.getAttribute('src')).toBe('/files/samples/tour/agent.webm');
    expect(video.controls).toBe(true);
    const track = video.querySelector('track');
    expect(track?.getAttribute('src')).toBe('/files/samples/tour/agent.es.vtt');
    expect(track?.getAttribute('srclang')).toBe('es');
    expect(track?.kind).toBe('captions');
  });

  it('says so when the video cannot be loaded', async () => {
    await renderWithProviders(<TourVideo />);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.error(videoOf('Video: getting your agent ready for your company'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The video could not be loaded. You can go on with the tour without it.',
    );
  });
});
