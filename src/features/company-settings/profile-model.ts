import type { User, UserInput } from '@/api/models/schemas';
import type { UserLanguage } from '@/lib/user-language';

export type { User, UserInput } from '@/api/models/schemas';
export type { UserLanguage } from '@/lib/user-language';

export type ChangePasswordBody = { currentPassword: string; newPassword: string };

const LANGUAGES: readonly UserLanguage[] = ['en', 'es'];
const isLanguage = (value: unknown): value is UserLanguage => LANGUAGES.some((known) => known === value);

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

// The call replaces the editable fields: what the profile does not edit is sent as the server gave it.
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

export interface PasswordForm {
  currentPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

/** An empty confirmation is `required`'s business. */
export const passwordsDiffer = (form: PasswordForm): boolean =>
  Boolean(form.confirmPassword) && form.confirmPassword !== form.newPassword;

/** Passwords as typed: never trimmed. */
export const toChangePasswordBody = (form: PasswordForm): ChangePasswordBody => ({
  currentPassword: form.currentPassword ?? '',
  newPassword: form.newPassword ?? '',
});
