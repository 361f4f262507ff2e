// The contract's AuthPassword, counted as JSON Schema counts: by code point.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const codePointLength = (value: string): number => Array.from(value).length;

export function newPasswordError(password: string): string | undefined {
  const length = codePointLength(password);
  if (length === 0) return 'auth.validation.passwordChoose';
  if (length < PASSWORD_MIN) return 'auth.validation.passwordTooShort';
  if (length > PASSWORD_MAX) return 'auth.validation.passwordTooLong';
  return undefined;
}

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>;

export function validateNewPassword({ password, confirm }: NewPasswordValues): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const problem = newPasswordError(password);
  if (problem) errors.password = problem;
  if (!confirm) errors.confirm = 'auth.validation.confirmRequired';
  else if (confirm !== password) errors.confirm = 'auth.validation.passwordsMismatch';
  return errors;
}
