// People paste codes with the spaces the e-mail shows ("482 913"); the contract wants six digits.
export const normaliseCode = (code: string): string => code.replace(/\s+/g, '');

export function codeError(code: string): string | undefined {
  const value = normaliseCode(code);
  if (!value) return 'auth.validation.codeRequired';
  if (!/^\d{6}$/.test(value)) return 'auth.validation.codeInvalid';
  return undefined;
}
