import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { EntityForm } from '../entity-form';
import { preferencesNotificationsForm } from '../registry.gen';

const initial = {
  inApp: true,
  email: true,
  inbound: true,
  outbound: true,
  balance: true,
  billing: true,
  lowBalanceThreshold: 12.5,
};

async function renderForm(language: Language) {
  const onSubmit = vi.fn();
  await renderWithProviders(
    <>
      <EntityForm
        id="prefs"
        idPrefix="prefs"
        form={preferencesNotificationsForm}
        initial={initial}
        submitting={false}
        onSubmit={onSubmit}
      />
      <button type="submit" form="prefs">
        Save
      </button>
    </>,
    { language },
  );
  const threshold = screen.getByRole('textbox', { name: /saldo bajo|Low-balance/ });
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return { onSubmit, threshold, save };
}

describe('a decimal field of a form', () => {
  it('shows and reads the number as Spanish writes it', async () => {
    const { onSubmit, threshold, save } = await renderForm('es');
    expect(threshold).toHaveProperty('value', '12,5');
    expect(threshold.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(threshold, { target: { value: '1.234,75' } });
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ...initial, lowBalanceThreshold: 1234.75 }));
    expect(threshold).toHaveProperty('value', '1.234,75');
  });

  it('refuses a number that reads two ways with the way to write it, sending nothing', async () => {
    const { onSubmit, threshold, save } = await renderForm('es');
    fireEvent.change(threshold, { target: { value: '10.5' } });
    save();
    expect(await screen.findByText('Escribe un número con este formato: 1234,56')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(threshold, { target: { value: '10,5' } });
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ...initial, lowBalanceThreshold: 10.5 }));
  });

  it('in English refuses "10,5", and keeps the range message for a negative number', async () => {
    const { onSubmit, threshold, save } = await renderForm('en');
    expect(threshold).toHaveProperty('value', '12.5');
    fireEvent.change(threshold, { target: { value: '10,5' } });
    save();
    expect(await screen.findByText('Please enter a number written like 1234.56')).toBeTruthy();
    fireEvent.change(threshold, { target: { value: '-5' } });
    expect(await screen.findByText('Please enter an amount of 0 or more')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
