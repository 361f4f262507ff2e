import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { FunctionForm } from './function-form';
import { newFunctionFormData, type FunctionFormData } from './function-form-data';

function Harness({
  initial,
  onSubmit,
}: {
  initial: FunctionFormData;
  onSubmit: (data: FunctionFormData) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FunctionForm id="fn-form" value={value} onChange={setValue} onSubmit={onSubmit} />
      <button type="submit" form="fn-form">
        Save
      </button>
    </>
  );
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('FunctionForm', { timeout: 30_000 }, () => {
  it('labels every field for its input and shows the spec messages on save', async () => {
    const onSubmit = vi.fn();
    await renderWithProviders(<Harness initial={newFunctionFormData()} onSubmit={onSubmit} />);
    const name = screen.getByLabelText(/^Function name/);
    expect(name.tagName).toBe('INPUT');
    expect(screen.getByLabelText(/^Function type/).tagName).toBe('SELECT');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter a function name')).toBeTruthy();
    expect(screen.getByText('Please enter a description')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
  });

  it('switches the fields with the type, keeps what was typed, and submits valid data', async () => {
    const onSubmit = vi.fn();
    await renderWithProviders(<Harness initial={newFunctionFormData()} onSubmit={onSubmit} />);
    type(/^Function name/, 'transfer_to_billing');
    type(/^Description/, 'Billing questions.');
    fireEvent.change(screen.getByLabelText(/^Function type/), { target: { value: '3' } });
    const number = screen.getByLabelText(/^Transfer number/);
    expect(screen.queryByLabelText(/^Calendar service API key/)).toBeNull();

    fireEvent.change(number, { target: { value: '0123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();

    fireEvent.change(number, { target: { value: '+16505550110' } });
    // Errors follow the typing once a save was tried.
    expect(screen.queryByText('Please enter a valid phone number')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'transfer_to_billing',
      description: 'Billing questions.',
      type: 3,
      transfer_number: '+16505550110',
    });
  });

  it('gives a custom function POST and a JSON Content-Type row, with named add and remove buttons', async () => {
    await renderWithProviders(
      <Harness initial={{ type: 0, name: 'n', description: 'd' }} onSubmit={vi.fn()} />,
    );
    fireEvent.change(screen.getByLabelText(/^Function type/), { target: { value: '4' } });
    const method = screen.getByLabelText<HTMLSelectElement>(/^HTTP method/);
    expect(method.selectedOptions[0]?.textContent).toBe('POST');
    expect(screen.getByLabelText<HTMLInputElement>(/^Timeout/).value).toBe('5000');
    const header = screen.getByRole('group', { name: 'Header 1' });
    expect(within(header).getByLabelText<HTMLInputElement>(/^Header name/).value).toBe('Content-Type');
    expect(within(header).getByLabelText<HTMLInputElement>(/^Value/).value).toBe('application/json');

    fireEvent.click(screen.getByRole('button', { name: 'Add parameter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const parameter = screen.getByRole('group', { name: 'Parameter 1' });
    expect(within(parameter).getByText('Missing parameter name')).toBeTruthy();
    expect(within(parameter).getByText('Missing type')).toBeTruthy();
    expect(within(parameter).getByText('Missing description')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove parameter 1' }));
    expect(screen.queryByRole('group', { name: 'Parameter 1' })).toBeNull();
  });
});
