import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ThemedForm } from '../../themed-form';
import { withChoices, type ChoicesState } from './choices';

const schema: RJSFSchema = {
  type: 'object',
  required: ['plan'],
  properties: {
    plan: { type: 'string', title: 'Plan' },
    agents: { type: 'array', title: 'Outbound agents', items: { type: 'string' }, uniqueItems: true },
    name: { type: 'string', title: 'Name' },
  },
};
const uiSchema: UiSchema = {
  plan: { 'ui:widget': 'choice' },
  agents: { 'ui:widget': 'choice' },
};
const ready: ChoicesState = {
  state: 'ready',
  choices: {
    plan: [
      { value: 'p1', label: 'Starter' },
      { value: 'p2', label: 'Growth' },
    ],
    agents: [
      { value: 'a1', label: 'Dental Receptionist' },
      { value: 'a2', label: 'Recall Reminders' },
    ],
  },
};

async function renderForm(
  choices: ChoicesState,
  formData: object,
  onChange = vi.fn<(data: unknown) => void>(),
) {
  await renderWithProviders(
    <ThemedForm
      schema={schema}
      uiSchema={withChoices(uiSchema, choices)}
      validator={validator}
      formData={formData}
      onChange={({ formData: data }) => {
        onChange(data);
      }}
    />,
  );
  return onChange;
}

// Ark's input is visually hidden: a pointer user clicks the label.
const tick = (checkbox: HTMLElement) => {
  const label = checkbox.closest('label');
  if (!label) throw new Error('the checkbox has no label');
  fireEvent.click(label);
};

describe('the choice widget', () => {
  it('offers the server’s choices by name in a labelled select and stores the value', async () => {
    const onChange = await renderForm(ready, {});
    const select = screen.getByLabelText(/Plan/);
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Choose…', 'Starter', 'Growth']);
    fireEvent.change(select, { target: { value: 'p2' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ plan: 'p2' }));
  });

  it('keeps a stored value the choices no longer list', async () => {
    await renderForm(ready, { plan: 'retired-plan' });
    const select = screen.getByLabelText<HTMLSelectElement>(/Plan/);
    expect(select.value).toBe('retired-plan');
    expect(within(select).getByRole('option', { name: 'retired-plan' })).toBeTruthy();
  });

  it('draws an array field as a group of checkboxes and adds and removes values', async () => {
    const onChange = await renderForm(ready, { agents: ['a2'] });
    const group = screen.getByRole('group', { name: 'Outbound agents' });
    const recall = within(group).getByRole('checkbox', { name: 'Recall Reminders' });
    expect((recall as HTMLInputElement).checked).toBe(true);
    tick(within(group).getByRole('checkbox', { name: 'Dental Receptionist' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ agents: ['a2', 'a1'] })),
    );
    tick(recall);
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ agents: ['a1'] })),
    );
  });

  it('says while the choices load and when they failed, and cannot be changed meanwhile', async () => {
    await renderForm({ state: 'loading' }, {});
    const select = screen.getByLabelText<HTMLSelectElement>(/Plan/);
    expect(select.disabled).toBe(true);
    expect(within(select).getByRole('option', { name: 'Loading the choices…' })).toBeTruthy();
  });

  it('tells the user when the choices could not be loaded', async () => {
    await renderForm({ state: 'error' }, {});
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toContain(
      'The choices could not be loaded. Close and open the form again to retry.',
    );
  });
});
