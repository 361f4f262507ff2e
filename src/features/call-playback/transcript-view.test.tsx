import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { activeLineAt } from './active-line';
import { parseTranscript, type TranscriptLine } from './transcript';
import { TranscriptView } from './transcript-view';

const timed: TranscriptLine[] = [
  { speaker: 'agent', text: 'Hello, this is Ava.', startMs: 400 },
  { speaker: 'customer', text: 'Hi!', startMs: 6000 },
  { speaker: 'agent', text: 'Bye.', startMs: 65_000 },
];

describe('TranscriptView', () => {
  it('labels each bubble with who spoke, the Customer and the AI Voice Agent', async () => {
    await renderWithProviders(
      <TranscriptView lines={parseTranscript('assistant: Hello\nuser: Hi\ntool: done')} />,
    );
    const items = within(screen.getByRole('list', { name: 'Transcript' })).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-speaker'))).toEqual(['agent', 'customer', 'agent']);
    expect(items[0]?.textContent).toBe('AI Voice AgentHello');
    expect(items[1]?.textContent).toBe('CustomerHi');
  });

  it('shows no time when the lines have no timing (never an invented one)', async () => {
    await renderWithProviders(
      <TranscriptView lines={parseTranscript('assistant: Hello\nuser: Hi')} onSeek={vi.fn()} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('list').textContent).not.toMatch(/\d:\d\d|PM|AM/);
  });

  it('shows the real offsets and seeks there on click', async () => {
    const onSeek = vi.fn();
    await renderWithProviders(<TranscriptView lines={timed} onSeek={onSeek} activeIndex={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play from 1:05 (AI Voice Agent)' }));
    expect(onSeek).toHaveBeenCalledWith(65);
    fireEvent.click(screen.getByRole('button', { name: 'Play from 0:06 (Customer)' }));
    expect(onSeek).toHaveBeenLastCalledWith(6);
    const items = screen.getAllByRole('listitem');
    expect(items[1]?.getAttribute('data-active')).toBe('true');
    expect(items[0]?.getAttribute('data-active')).toBeNull();
  });

  it('shows the offsets as text when there is nothing to play', async () => {
    await renderWithProviders(<TranscriptView lines={timed} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('0:06')).toBeTruthy();
  });

  it('renders markup in the transcript as text', async () => {
    const { container } = await renderWithProviders(
      <TranscriptView lines={parseTranscript('user: <img src=x onerror=alert(1)><b>hi</b>')} />,
    );
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)><b>hi</b>')).toBeTruthy();
  });

  it('says when nobody spoke', async () => {
    await renderWithProviders(<TranscriptView lines={[]} />);
    expect(screen.getByText('Nobody spoke on this call, so there is no transcript.')).toBeTruthy();
  });
});

describe('activeLineAt', () => {
  it('finds the line being heard', () => {
    expect(activeLineAt(timed, 0)).toBe(-1);
    expect(activeLineAt(timed, 0.4)).toBe(0);
    expect(activeLineAt(timed, 30)).toBe(1);
    expect(activeLineAt(timed, 3600)).toBe(2);
    expect(activeLineAt([{ speaker: 'agent', text: 'x' }], 10)).toBe(-1);
  });
});
