// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { profile, profilePassword } from '@/forms/validators.gen';
import { requestProblems, responseExample } from '@/test/contract';
import {
  passwordsDiffer,
  toChangePasswordBody,
  toProfileForm,
  toProfileInput,
  type User,
} from './profile-model';

const maya: User = {
  id: '6650a1f2c3d4e5f601234567',
  firstName: 'Maya',
  lastName: 'Thompson',
  email: 'maya.thompson@brightsmile-dental.com',
  phone: '+14155550142',
  role: 'company_admin',
  roleId: '6650a1f2c3d4e5f677770001',
  company: '6650a1f2c3d4e5f6aaaa0001',
  language: 'en',
  avatar: '',
  status: 'active',
  isSuperAdmin: false,
  lastLoginAt: '2026-11-20T15:58:12Z',
  createdAt: '2026-01-12T17:04:00Z',
  updatedAt: '2026-11-02T10:15:00Z',
};

describe('profile model', () => {
  it('fills the form from the user, and the form is valid as the server gave it', () => {
    const form = toProfileForm(maya);
    expect(form).toEqual({ firstName: 'Maya', lastName: 'Thompson', phone: '+14155550142', language: 'en' });
    expect(profile(form)).toBe(true);
  });

  it('fills the form from the contract example of GET /users/{id}', async () => {
    const example = (await responseExample('get', '/users/{id}')) as { data: User };
    expect(profile(toProfileForm(example.data))).toBe(true);
  }, 30_000);

  it('sends the whole user back (PUT replaces), names trimmed, what the profile does not edit kept', async () => {
    const body = toProfileInput(maya, {
      firstName: ' Mia ',
      lastName: 'Thompson-Reyes',
      phone: '+34600111222',
      language: 'es',
    });
    expect(body).toEqual({
      firstName: 'Mia',
      lastName: 'Thompson-Reyes',
      email: 'maya.thompson@brightsmile-dental.com',
      phone: '+34600111222',
      roleId: '6650a1f2c3d4e5f677770001',
      language: 'es',
      avatar: '',
      status: 'active',
    });
    expect(await requestProblems('put', '/users/{id}', body)).toBeNull();
  }, 30_000);

  it('leaves out an emptied phone and an invited status (only the server sets it)', async () => {
    const body = toProfileInput({ ...maya, status: 'invited' }, { ...toProfileForm(maya), phone: '' });
    expect(body).not.toHaveProperty('phone');
    expect(body).not.toHaveProperty('status');
    expect(await requestProblems('put', '/users/{id}', body)).toBeNull();
  }, 30_000);

  it('refuses blank names and a phone off the international pattern', () => {
    expect(profile({ firstName: ' ', lastName: 'Thompson', language: 'en' })).toBe(false);
    expect(profile({ firstName: 'Maya', lastName: 'Thompson', phone: '555-0142', language: 'en' })).toBe(
      false,
    );
    expect(profile({ firstName: 'Maya', lastName: 'Thompson', language: 'en' })).toBe(true);
  });
});

describe('password change', () => {
  it('applies the sign-up rules: 8 to 128 characters', () => {
    const form = { currentPassword: 'x', confirmPassword: 'x' };
    expect(profilePassword({ ...form, newPassword: 'short' })).toBe(false);
    expect(profilePassword({ ...form, newPassword: 'Bright-Chairs-42' })).toBe(true);
    expect(profilePassword({ ...form, newPassword: 'a'.repeat(129) })).toBe(false);
    expect(profilePassword({ newPassword: 'Bright-Chairs-42', confirmPassword: 'x' })).toBe(false);
  });

  it('tells when the new password was typed twice differently', () => {
    expect(passwordsDiffer({ newPassword: 'Bright-Chairs-42', confirmPassword: 'Bright-Chairs-43' })).toBe(
      true,
    );
    expect(passwordsDiffer({ newPassword: 'Bright-Chairs-42', confirmPassword: 'Bright-Chairs-42' })).toBe(
      false,
    );
    expect(passwordsDiffer({ newPassword: 'Bright-Chairs-42' })).toBe(false);
  });

  it('sends the current and new passwords untouched, never the confirmation', async () => {
    const body = toChangePasswordBody({
      currentPassword: ' Sm1le-Recall-2026',
      newPassword: 'Bright-Chairs-42 ',
      confirmPassword: 'Bright-Chairs-42 ',
    });
    expect(body).toEqual({ currentPassword: ' Sm1le-Recall-2026', newPassword: 'Bright-Chairs-42 ' });
    expect(await requestProblems('post', '/auth/change-password', body)).toBeNull();
  }, 30_000);
});
