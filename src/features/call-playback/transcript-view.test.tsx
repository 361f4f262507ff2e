import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../public/locales/en/translation.json';
import { activeLineAt } from './active-line';
import { parseTranscript, type TranscriptLine } from './transcript';
import { TranscriptView } from './transcript-view';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
});

function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>{children}</ChakraProvider>
    </I18nextProvider>
  );
}

const timed: TranscriptLine[] = [
  { speaker: 'agent', text: 'Hello, this is Ava.', startMs: 400 },
  { speaker: 'customer', text: 'Hi!', startMs: 6000 },
  { speaker: 'agent', text: 'Bye.', startMs: 65_000 },
];

describe('TranscriptView', () => {
  it('labels each bubble with who spoke, the Customer and the AI Voice Agent', () => {
    render(<TranscriptView lines={parseTranscript('assistant: Hello\nuser: Hi\ntool: done')} />, {
      wrapper: Providers,
    });
    const items = within(screen.getByRole('list', { name: 'Transcript' })).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-speaker'))).toEqual(['agent', 'customer', 'agent']);
    expect(items[0]?.textContent).toBe('AI Voice AgentHello');
    expect(items[1]?.textContent).toBe('CustomerHi');
  });

  it('shows no time when the lines have no timing (never an invented one)', () => {
    render(<TranscriptView lines={parseTranscript('assistant: Hello\nuser: Hi')} onSeek={vi.fn()} />, {
      wrapper: Providers,
    });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('list').textContent).not.toMatch(/\d:\d\d|PM|AM/);
  });

  it('shows the real offsets and seeks there on click', () => {
    const onSeek = vi.fn();
    render(<TranscriptView lines={timed} onSeek={onSeek} activeIndex={1} />, { wrapper: Providers });
    fireEvent.click(screen.getByRole('button', { name: 'Play from 1:05 (AI Voice Agent)' }));
    expect(onSeek).toHaveBeenCalledWith(65);
    fireEvent.click(screen.getByRole('button', { name: 'Play from 0:06 (Customer)' }));
    expect(onSeek).toHaveBeenLastCalledWith(6);
    const items = screen.getAllByRole('listitem');
    expect(items[1]?.getAttribute('data-active')).toBe('true');
    expect(items[0]?.getAttribute('data-active')).toBeNull();
  });

  it('shows the offsets as text when there is nothing to play', () => {
    render(<TranscriptView lines={timed} />, { wrapper: Providers });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('0:06')).toBeTruthy();
  });

  it('renders markup in the transcript as text', () => {
    const { container } = render(
      <TranscriptView lines={parseTranscript('user: <img src=x onerror=alert(1)><b>hi</b>')} />,
      { wrapper: Providers },
    );
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)><b>hi</b>')).toBeTruthy();
  });

  it('says when nobody spoke', () => {
    render(<TranscriptView lines={[]} />, { wrapper: Providers });
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
