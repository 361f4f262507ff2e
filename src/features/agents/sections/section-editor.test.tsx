import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { agent } from '../agent-fixtures.testing';
import type { Agent } from '../agent-types';
import { SectionEditor } from './section-editor';
import { promptPayload, type DraftItem } from './section-model';

const withObjectives: Agent = {
  ...agent,
  objectives: [
    { id: '6650a1f2c3d4e5f6dbdb0006', title: 'Book the visit', content: 'Book it.' },
    { id: '6650a1f2c3d4e5f6dbdb0007', title: 'Capture new patients', content: 'Take their details.' },
  ],
};

async function editor(onSave: (items: DraftItem[]) => Promise<unknown>) {
  await renderWithProviders(
    <SectionEditor kind="objectives" agent={withObjectives} pending={false} onSave={onSave} />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Edit Objectives' }));
  return screen.getByRole('list', { name: 'Objectives' });
}

const titles = (list: HTMLElement) =>
  within(list)
    .getAllByLabelText(/^Title/)
    .map((input) => (input as HTMLInputElement).value);

describe('SectionEditor', () => {
  it('moves the item the user is in with Alt + arrow keys and sends the new order', async () => {
    const onSave = vi.fn((items: DraftItem[]) => Promise.resolve(promptPayload(items)));
    const list = await editor(onSave);
    const second = within(list).getByRole('group', { name: /Capture new patients$/ });
    fireEvent.keyDown(within(second).getByLabelText(/^Content/), { key: 'ArrowUp', altKey: true });
    expect(titles(list)).toEqual(['Capture new patients', 'Book the visit']);
    expect(screen.getByText('Capture new patients moved to position 1 of 2.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save Objectives' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(promptPayload(onSave.mock.calls[0]?.[0] ?? []).map((item) => item.id)).toEqual([
      '6650a1f2c3d4e5f6dbdb0007',
      '6650a1f2c3d4e5f6dbdb0006',
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Objectives' })).toBeTruthy());
  });

  it('sends nothing while a field breaks the contract, and says what to fix', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const list = await editor(onSave);
    fireEvent.click(screen.getByRole('button', { name: 'Add objective' }));
    const added = within(list).getByRole('group', { name: /Objective 3$/ });
    fireEvent.change(within(added).getByLabelText(/^Title/), { target: { value: 'x'.repeat(121) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Objectives' }));
    expect(screen.getByRole('alert').textContent).toBe('Fix the 2 marked fields before saving.');
    expect(screen.getByText('Title must be 120 characters or fewer')).toBeTruthy();
    expect(screen.getByText('Please enter the content')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps what was typed, in edit mode, when the save fails', async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('Server said no')));
    const list = await editor(onSave);
    fireEvent.change(within(list).getAllByLabelText(/^Title/)[0] ?? list, {
      target: { value: 'Book today' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Objectives' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Objectives' })).toBeTruthy());
    expect(titles(list)).toEqual(['Book today', 'Capture new patients']);
  });

  it('deletes an item and asks before throwing the changes away on cancel', async () => {
    const list = await editor(() => Promise.resolve());
    fireEvent.click(screen.getByRole('button', { name: 'Delete Book the visit' }));
    expect(titles(list)).toEqual(['Capture new patients']);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('alertdialog', { name: 'Discard the changes to Objectives?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Objectives' }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Book the visitBook it.', 'Capture new patientsTake their details.']),
    );
  });

  it('holds a save when the section changed elsewhere meanwhile, and saves mine on the newer revision', async () => {
    const onSave = vi.fn((_items: DraftItem[], _locale: string, _revision: number | undefined) =>
      Promise.resolve(),
    );
    const { rerender } = await renderWithProviders(
      <SectionEditor
        kind="objectives"
        agent={{ ...withObjectives, revision: 3 }}
        pending={false}
        onSave={onSave}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit Objectives' }));
    const list = screen.getByRole('list', { name: 'Objectives' });
    fireEvent.change(within(list).getAllByLabelText(/^Title/)[0] ?? list, {
      target: { value: 'Book today' },
    });

    // The agent read again after the server refused a save: another tab renamed the second objective.
    const newer: Agent = {
      ...withObjectives,
      revision: 4,
      objectives: withObjectives.objectives.map((objective, index) =>
        index === 1 ? { ...objective, title: 'Welcome new patients' } : objective,
      ),
    };
    rerender(<SectionEditor kind="objectives" agent={newer} pending={false} onSave={onSave} />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Changed elsewhere');
    expect(titles(list)).toEqual(['Book today', 'Capture new patients']);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save Objectives' }).disabled).toBe(true);

    fireEvent.click(within(alert).getByRole('button', { name: 'Compare' }));
    const diff = within(alert).getByRole('list', { name: 'Your Objectives against the newer one' });
    expect(diff.textContent).toContain('Welcome new patients');
    expect(diff.textContent).toContain('Book today');

    fireEvent.click(within(alert).getByRole('button', { name: 'Save mine' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[2]).toBe(4);
    expect(promptPayload(onSave.mock.calls[0]?.[0] ?? []).map((item) => item.title)).toEqual([
      'Book today',
      'Capture new patients',
    ]);
  });

  it('gives up my changes for the newer section when asked', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { rerender } = await renderWithProviders(
      <SectionEditor kind="objectives" agent={withObjectives} pending={false} onSave={onSave} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit Objectives' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Book the visit' }));
    const newer: Agent = { ...withObjectives, objectives: withObjectives.objectives.slice(1) };
    rerender(<SectionEditor kind="objectives" agent={newer} pending={false} onSave={onSave} />);
    // Mine and the newer one agree (both took the first away): nothing to choose.
    expect(screen.queryByRole('alert')).toBeNull();

    const newest: Agent = {
      ...withObjectives,
      objectives: [
        ...withObjectives.objectives,
        { id: '6650a1f2c3d4e5f6dbdb0008', title: 'Upsell', content: 'x' },
      ],
    };
    rerender(<SectionEditor kind="objectives" agent={newest} pending={false} onSave={onSave} />);
    fireEvent.click(
      within(await screen.findByRole('alert')).getByRole('button', { name: 'Use the newer section' }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Objectives' })).toBeTruthy());
    expect(
      within(screen.getByRole('list', { name: 'Objectives' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Book the visitBook it.', 'Capture new patientsTake their details.', 'Upsellx']);
    expect(onSave).not.toHaveBeenCalled();
  });
});
