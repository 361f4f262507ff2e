import type { Credentials } from './use-sign-in';
import { emailError } from './validate-email';

export type CredentialErrors = Partial<Record<keyof Credentials, string>>;

export function validateCredentials({ email, password }: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  const emailProblem = emailError(email);
  if (emailProblem) errors.email = emailProblem;
  if (!password) errors.password = 'auth.validation.passwordRequired';
  return errors;
}
