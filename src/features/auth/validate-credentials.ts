import type { Credentials } from './use-sign-in';

/** Translation keys of the problems found, by field. */
export type CredentialErrors = Partial<Record<keyof Credentials, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateCredentials({ email, password }: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!email.trim()) errors.email = 'auth.validation.emailRequired';
  else if (!EMAIL.test(email.trim())) errors.email = 'auth.validation.emailInvalid';
  if (!password) errors.password = 'auth.validation.passwordRequired';
  return errors;
}
