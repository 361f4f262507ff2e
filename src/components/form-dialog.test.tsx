import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { FormDialog } from './form-dialog';

describe('FormDialog', () => {
  it('submits its own form only, even when opened from inside another form', async () => {
    const outer = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const inner = vi.fn();
    await renderWithProviders(
      <form onSubmit={outer}>
        <FormDialog
          title="Save as template"
          submitLabel="Save"
          submitting={false}
          onSubmit={inner}
          onClose={vi.fn()}
        >
          <input aria-label="Title" />
        </FormDialog>
      </form>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it('does not submit twice while the first save is under way', async () => {
    const inner = vi.fn();
    await renderWithProviders(
      <FormDialog title="Rename" submitLabel="Save" submitting onSubmit={inner} onClose={vi.fn()}>
        <input aria-label="Name" />
      </FormDialog>,
    );
    fireEvent.submit((await screen.findByLabelText('Name')).closest('form') as HTMLFormElement);
    expect(inner).not.toHaveBeenCalled();
  });
});
