import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog';

const opens: boolean[] = [];
function View({ open, title }: { open: boolean; title: string }) {
  opens.push(open);
  return <p data-open={String(open)}>{title}</p>;
}

describe('lazyDialog', () => {
  it('opened before the page is idle, is drawn closed first, then open, and stays drawn closing', async () => {
    opens.length = 0;
    const Dialog = lazyDialog(() => Promise.resolve({ View }), 'View');
    const { rerender, container } = render(<Dialog open={false} title="Discard?" />);
    expect(container.textContent).toBe('');

    rerender(<Dialog open title="Discard?" />);
    await vi.waitFor(() => expect(screen.getByText('Discard?').dataset['open']).toBe('true'));
    expect(opens[0]).toBe(false);

    rerender(<Dialog open={false} title="Discard?" />);
    expect(screen.getByText('Discard?').dataset['open']).toBe('false');
  });

  it('is drawn closed once the page is idle, before anyone opens it', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(() => Promise.resolve({ View }));
      const Dialog = lazyDialog(load, 'View');
      render(<Dialog open={false} title="Later" />);
      expect(load).not.toHaveBeenCalled();
      await act(() => vi.runAllTimersAsync());
      expect(load).toHaveBeenCalledOnce();
      expect(screen.getByText('Later').dataset['open']).toBe('false');
    } finally {
      vi.useRealTimers();
    }
  });
});
