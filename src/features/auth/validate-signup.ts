import type { components } from '@/api/schema.gen';
import { emailError } from './validate-email';
import { codePointLength, newPasswordError } from './validate-password';

export type RegisterRequest = components['schemas']['AuthRegisterRequest'];
export type SignupValues = Record<keyof RegisterRequest, string>;
export type SignupErrors = Partial<Record<keyof SignupValues, string>>;

export const emptySignup: SignupValues = { firstName: '', lastName: '', email: '', password: '', phone: '' };

export const NAME_MAX = 100;
/** The contract's phone pattern (E.164, the plus optional). */
const PHONE = /^\+?[1-9]\d{1,14}$/;

export const normalizePhone = (phone: string): string => phone.replace(/[\s().-]/g, '');

function nameError(name: string, field: 'firstName' | 'lastName'): string | undefined {
  const value = name.trim();
  if (!value) return `auth.validation.${field}Required`;
  if (codePointLength(value) > NAME_MAX) return `auth.validation.${field}TooLong`;
  return undefined;
}

function phoneError(phone: string): string | undefined {
  const value = normalizePhone(phone);
  if (!value) return 'auth.validation.phoneRequired';
  if (!PHONE.test(value)) return 'auth.validation.phoneInvalid';
  return undefined;
}

export function validateSignup(values: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  const firstName = nameError(values.firstName, 'firstName');
  const lastName = nameError(values.lastName, 'lastName');
  const email = emailError(values.email);
  const password = newPasswordError(values.password);
  const phone = phoneError(values.phone);
  if (firstName) errors.firstName = firstName;
  if (lastName) errors.lastName = lastName;
  if (email) errors.email = email;
  if (password) errors.password = password;
  if (phone) errors.phone = phone;
  return errors;
}

export const toRegisterRequest = (values: SignupValues): RegisterRequest => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: values.email.trim(),
  password: values.password,
  phone: normalizePhone(values.phone),
});
