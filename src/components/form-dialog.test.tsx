import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

describe('FormDialog with changes', () => {
  const open = async (onClose = vi.fn()) => {
    await renderWithProviders(
      <FormDialog
        title="Rename agent"
        submitLabel="Save"
        submitting={false}
        onSubmit={vi.fn()}
        onClose={onClose}
      >
        <input aria-label="Name" defaultValue="Dental Receptionist" />
      </FormDialog>,
    );
    return { onClose, name: await screen.findByLabelText('Name') };
  };
  const escape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

  it('closes on Escape at once while nothing was typed', async () => {
    const { onClose, name } = await open();
    name.focus();
    escape();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('asks before Escape throws typed text away; Keep editing keeps it, Discard closes', async () => {
    const { onClose, name } = await open();
    name.focus();
    fireEvent.input(name, { target: { value: 'Front desk' } });
    escape();
    const question = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(onClose).not.toHaveBeenCalled();
    // (Where the focus lands is checked in the browser, e2e/unsaved-work.spec.ts: jsdom has no layout for the trap.)

    fireEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(name).toHaveProperty('value', 'Front desk');

    escape();
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once on Cancel: throwing the changes away is what Cancel says', async () => {
    const { onClose, name } = await open();
    fireEvent.input(name, { target: { value: 'Front desk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
