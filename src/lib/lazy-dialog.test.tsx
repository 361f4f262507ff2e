import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog';

function View({ open, title }: { open: boolean; title: string }) {
  return <p data-open={String(open)}>{title}</p>;
}

describe('lazyDialog', () => {
  it('draws nothing until first opened, then keeps the dialog drawn so that it can close', async () => {
    const load = vi.fn(() => Promise.resolve({ View }));
    const Dialog = lazyDialog(load, 'View');
    const { rerender, container } = render(<Dialog open={false} title="Discard?" />);
    expect(container.textContent).toBe('');

    rerender(<Dialog open title="Discard?" />);
    expect((await screen.findByText('Discard?')).dataset['open']).toBe('true');

    rerender(<Dialog open={false} title="Discard?" />);
    expect(screen.getByText('Discard?').dataset['open']).toBe('false');
  });

  it('asks for its code once the page is idle, before anyone opens it', async () => {
    const load = vi.fn(() => Promise.resolve({ View }));
    const Dialog = lazyDialog(load, 'View');
    render(<Dialog open={false} title="Later" />);
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    expect(screen.queryByText('Later')).toBeNull();
  });
});
