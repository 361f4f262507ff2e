import { act, fireEvent, screen } from '@testing-library/react';
import { lazy, Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DialogLoading } from './dialog-loading';

function Form() {
  return <p>The form</p>;
}

describe('DialogLoading', () => {
  it('gives up opening the dialog on Escape: its code arriving later shows nothing', async () => {
    let arrive = () => {};
    const code = new Promise<{ default: typeof Form }>(
      (resolve) => (arrive = () => resolve({ default: Form })),
    );
    const LazyForm = lazy(() => code);
    const cancelled = vi.fn();
    function Card() {
      const [open, setOpen] = useState(true);
      return open ? (
        <Suspense
          fallback={
            <DialogLoading
              label="Opening the form"
              onCancel={() => {
                cancelled();
                setOpen(false);
              }}
            />
          }
        >
          <LazyForm />
        </Suspense>
      ) : (
        <p>Closed</p>
      );
    }
    await renderWithProviders(<Card />);
    expect(screen.getByRole('status').textContent).toContain('Opening the form');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(cancelled).toHaveBeenCalledOnce();
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => {
      arrive();
      await code;
    });
    expect(screen.queryByText('The form')).toBeNull();
    expect(screen.getByText('Closed').tagName).toBe('P');
  });
});
