// The shape the contract's `format: email` accepts (ajv-formats' full check).
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL.test(value);

export function emailError(email: string): string | undefined {
  const value = email.trim();
  if (!value) return 'auth.validation.emailRequired';
  if (!isEmail(value)) return 'auth.validation.emailInvalid';
  return undefined;
}
