import { describe, expect, it } from 'vitest';
import { codeError, normaliseCode } from './validate-code';

describe('verification code', () => {
  it('accepts six digits, with the spaces a pasted code carries', () => {
    expect(codeError('482913')).toBeUndefined();
    expect(codeError(' 482 913 ')).toBeUndefined();
    expect(normaliseCode(' 482 913 ')).toBe('482913');
  });

  it('asks for the code when empty and for six digits otherwise', () => {
    expect(codeError('  ')).toBe('auth.validation.codeRequired');
    expect(codeError('48291')).toBe('auth.validation.codeInvalid');
    expect(codeError('4829134')).toBe('auth.validation.codeInvalid');
    expect(codeError('48a913')).toBe('auth.validation.codeInvalid');
  });
});
