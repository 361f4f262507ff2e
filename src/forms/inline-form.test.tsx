import type { CustomValidator } from '@rjsf/utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InlineForm } from './inline-form';
import { profileForm, profilePasswordForm } from './registry.gen';
import { renderWithProviders } from '@/test/render';

const maya = { firstName: 'Maya', lastName: 'Thompson', phone: '+14155550142', language: 'en' };

const profile = (submitting: boolean, onSubmit: () => void) => (
  <InlineForm
    title="Your profile"
    idPrefix="profile"
    form={profileForm}
    initial={maya}
    submitting={submitting}
    onSubmit={onSubmit}
  />
);

describe('InlineForm', () => {
  it('draws the form in a titled section and sends what was typed', async () => {
    const onSubmit = vi.fn();
    await renderWithProviders(profile(false, onSubmit));
    expect(screen.getByRole('region', { name: 'Your profile' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Your profile' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Mia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ...maya, firstName: 'Mia' }));
  });

  it('shows the messages of its uiSchema and sends nothing while the form is wrong', async () => {
    const onSubmit = vi.fn();
    await renderWithProviders(profile(false, onSubmit));
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '555-0142' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds the errors of customValidate (two fields that must match)', async () => {
    const onSubmit = vi.fn();
    const customValidate: CustomValidator<Record<string, string | undefined>> = (form, errors) => {
      if (form && form['confirmPassword'] !== form['newPassword'])
        errors['confirmPassword']?.addError('Differ');
      return errors;
    };
    await renderWithProviders(
      <InlineForm
        title="Password"
        idPrefix="password"
        form={profilePasswordForm}
        initial={{
          currentPassword: 'x',
          newPassword: 'Bright-Chairs-42',
          confirmPassword: 'Bright-Chairs-43',
        }}
        submitting={false}
        onSubmit={onSubmit}
        customValidate={customValidate}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Differ')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disables the form and its button while saving, keeping what was typed', async () => {
    const onSubmit = vi.fn();
    const { rerender } = await renderWithProviders(profile(false, onSubmit));
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Thompson-Reyes' } });
    rerender(profile(true, onSubmit));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>(/Last name/).disabled).toBe(true);
    rerender(profile(false, onSubmit));
    expect(screen.getByLabelText<HTMLInputElement>(/Last name/).value).toBe('Thompson-Reyes');
  });
});
