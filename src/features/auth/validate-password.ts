/** The contract's AuthPassword: 8 to 128 characters (counted as JSON Schema does, by code point). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Length in code points, as JSON Schema's minLength and maxLength count. */
export const codePointLength = (value: string): number => Array.from(value).length;

/** The translation key of what is wrong with a newly chosen password, or undefined. */
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

/** The set-a-new-password form: a valid password, typed twice the same. */
export function validateNewPassword({ password, confirm }: NewPasswordValues): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const problem = newPasswordError(password);
  if (problem) errors.password = problem;
  if (!confirm) errors.confirm = 'auth.validation.confirmRequired';
  else if (confirm !== password) errors.confirm = 'auth.validation.passwordsMismatch';
  return errors;
}
