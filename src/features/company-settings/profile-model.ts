import type { components } from '@/api/schema.gen';

export type User = components['schemas']['User'];
export type UserInput = components['schemas']['UserInput'];
export type UserLanguage = components['schemas']['UserLanguage'];
export type ChangePasswordBody = { currentPassword: string; newPassword: string };

const LANGUAGES: readonly UserLanguage[] = ['en', 'es'];
const isLanguage = (value: unknown): value is UserLanguage => LANGUAGES.some((known) => known === value);

/** The profile form's data (forms/profile.schema.json). */
export interface ProfileForm {
  firstName?: string;
  lastName?: string;
  phone?: string;
  language?: UserLanguage;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function toProfileForm(user: User): ProfileForm {
  return {
    firstName: text(user.firstName),
    lastName: text(user.lastName),
    phone: text(user.phone),
    language: isLanguage(user.language) ? user.language : 'en',
  };
}

/**
 * The body of `PUT /users/{id}` for the signed-in user's own profile. The call replaces the editable
 * fields, so what the profile does not edit (e-mail, role, avatar, status) is sent as the server
 * gave it; names are trimmed and an empty phone is left out.
 */
export function toProfileInput(user: User, form: ProfileForm): UserInput {
  const input: UserInput = {
    firstName: (form.firstName ?? '').trim(),
    lastName: (form.lastName ?? '').trim(),
    email: user.email,
    roleId: user.roleId,
    language: form.language ?? (isLanguage(user.language) ? user.language : 'en'),
    avatar: text(user.avatar),
  };
  const phone = (form.phone ?? '').trim();
  if (phone) input.phone = phone;
  if (user.status === 'active' || user.status === 'disabled') input.status = user.status;
  return input;
}

/** The password form's data (forms/profile-password.schema.json). */
export interface PasswordForm {
  currentPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

/** True when the new password was typed twice differently (an empty confirmation is `required`'s business). */
export const passwordsDiffer = (form: PasswordForm): boolean =>
  Boolean(form.confirmPassword) && form.confirmPassword !== form.newPassword;

/** The body of `POST /auth/change-password`: the passwords as typed (never trimmed). */
export const toChangePasswordBody = (form: PasswordForm): ChangePasswordBody => ({
  currentPassword: form.currentPassword ?? '',
  newPassword: form.newPassword ?? '',
});
