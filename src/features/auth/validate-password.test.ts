import { describe, expect, it } from 'vitest';
import { validateCredentials } from './validate-credentials';
import { newPasswordError, validateNewPassword } from './validate-password';

describe('validateNewPassword', () => {
  it('asks for both fields', () => {
    expect(validateNewPassword({ password: '', confirm: '' })).toEqual({
      password: 'auth.validation.passwordChoose',
      confirm: 'auth.validation.confirmRequired',
    });
  });

  it('needs at least 8 characters and two equal entries', () => {
    expect(validateNewPassword({ password: 'short', confirm: 'short' })).toEqual({
      password: 'auth.validation.passwordTooShort',
    });
    expect(validateNewPassword({ password: 'Bright-Chairs-42', confirm: 'Bright-Chairs-43' })).toEqual({
      confirm: 'auth.validation.passwordsMismatch',
    });
    expect(validateNewPassword({ password: 'Bright-Chairs-42', confirm: 'Bright-Chairs-42' })).toEqual({});
  });

  it('caps the password at 128 characters', () => {
    expect(newPasswordError('x'.repeat(129))).toBe('auth.validation.passwordTooLong');
    expect(newPasswordError('x'.repeat(128))).toBeUndefined();
  });
});

describe('validateCredentials (sign in)', () => {
  it('asks for an e-mail address and a password, of any length', () => {
    expect(validateCredentials({ email: '', password: '' })).toEqual({
      email: 'auth.validation.emailRequired',
      password: 'auth.validation.passwordRequired',
    });
    expect(validateCredentials({ email: 'not-an-address', password: 'x' })).toEqual({
      email: 'auth.validation.emailInvalid',
    });
    expect(validateCredentials({ email: 'someone@example.com', password: 'x' })).toEqual({});
  });
});
