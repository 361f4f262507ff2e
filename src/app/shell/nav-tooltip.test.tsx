import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { useNavTooltip } from './nav-tooltip';

function Entry({ label, tip }: { label: string; tip: string }) {
  const { triggerProps, tooltip } = useNavTooltip(tip);
  return (
    <>
      <button type="button" {...triggerProps}>
        {label}
      </button>
      {tooltip}
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useNavTooltip', () => {
  it('shows after a pause on hover, as the entry’s description, and goes on leave', async () => {
    await renderWithProviders(<Entry label="Calls" tip="Review your calls." />);
    vi.useFakeTimers();
    const entry = screen.getByRole('button', { name: 'Calls' });
    fireEvent.mouseEnter(entry);
    await wait(300);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await wait(100);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('Review your calls.');
    expect(entry.getAttribute('aria-describedby')).toBe(tooltip.id);
    fireEvent.mouseLeave(entry);
    await wait(100);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(entry.getAttribute('aria-describedby')).toBeNull();
  });

  it('closes on Escape and on a press', async () => {
    await renderWithProviders(<Entry label="Calls" tip="Review your calls." />);
    vi.useFakeTimers();
    const entry = screen.getByRole('button', { name: 'Calls' });
    fireEvent.mouseEnter(entry);
    await wait(400);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(entry);
    await wait(400);
    fireEvent.pointerDown(entry);
    await wait(0);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows one at a time', async () => {
    await renderWithProviders(
      <>
        <Entry label="Calls" tip="Review your calls." />
        <Entry label="Contacts" tip="Manage your contacts." />
      </>,
    );
    vi.useFakeTimers();
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Calls' }));
    await wait(400);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Contacts' }));
    await wait(400);
    expect(screen.getAllByRole('tooltip').map((tooltip) => tooltip.textContent)).toEqual([
      'Manage your contacts.',
    ]);
  });
});
