import { describe, expect, it } from 'vitest';
import { emptySignup, normalizePhone, toRegisterRequest, validateSignup } from './validate-signup';

const valid = {
  firstName: 'Maya',
  lastName: 'Thompson',
  email: 'maya.thompson@brightsmile-dental.com',
  password: 'Sm1le-Recall-2026',
  phone: '+14155550142',
};

describe('validateSignup', () => {
  it('names every empty field, in the order of the form', () => {
    expect(validateSignup(emptySignup)).toEqual({
      firstName: 'auth.validation.firstNameRequired',
      lastName: 'auth.validation.lastNameRequired',
      email: 'auth.validation.emailRequired',
      password: 'auth.validation.passwordChoose',
      phone: 'auth.validation.phoneRequired',
    });
  });

  it('accepts a complete, valid form', () => {
    expect(validateSignup(valid)).toEqual({});
  });

  it('treats blank names as missing and caps them at 100 characters', () => {
    expect(validateSignup({ ...valid, firstName: '   ' }).firstName).toBe(
      'auth.validation.firstNameRequired',
    );
    expect(validateSignup({ ...valid, lastName: 'x'.repeat(101) }).lastName).toBe(
      'auth.validation.lastNameTooLong',
    );
    expect(validateSignup({ ...valid, lastName: 'x'.repeat(100) })).toEqual({});
  });

  it('checks the e-mail address', () => {
    for (const email of [
      'maya',
      'maya@',
      'maya@clinic',
      'maya@@clinic.com',
      'ma ya@clinic.com',
      'a..b@c.com',
    ]) {
      expect(validateSignup({ ...valid, email }).email, email).toBe('auth.validation.emailInvalid');
    }
    expect(validateSignup({ ...valid, email: '  maya@clinic.co.uk ' })).toEqual({});
  });

  it('asks for a password of 8 to 128 characters, counted as the contract counts them', () => {
    expect(validateSignup({ ...valid, password: 'short12' }).password).toBe(
      'auth.validation.passwordTooShort',
    );
    expect(validateSignup({ ...valid, password: '12345678' })).toEqual({});
    expect(validateSignup({ ...valid, password: 'p'.repeat(128) })).toEqual({});
    expect(validateSignup({ ...valid, password: 'p'.repeat(129) }).password).toBe(
      'auth.validation.passwordTooLong',
    );
    // Eight emoji are eight characters for JSON Schema, sixteen UTF-16 units.
    expect(validateSignup({ ...valid, password: '😀'.repeat(8) })).toEqual({});
    expect(validateSignup({ ...valid, password: '😀'.repeat(7) }).password).toBe(
      'auth.validation.passwordTooShort',
    );
  });

  it('accepts E.164 phone numbers, with the usual separators typed in', () => {
    for (const phone of ['+14155550142', '14155550142', '+1 (415) 555-0142', '+44 20 7946.0958']) {
      expect(validateSignup({ ...valid, phone }), phone).toEqual({});
    }
    for (const phone of ['+04155550142', '+1', 'call me', '+1415555014212345', '+1-415-CALL-NOW']) {
      expect(validateSignup({ ...valid, phone }).phone, phone).toBe('auth.validation.phoneInvalid');
    }
  });
});

describe('toRegisterRequest', () => {
  it('trims the names and the e-mail, normalises the phone, keeps the password as typed', () => {
    expect(
      toRegisterRequest({
        firstName: ' Maya ',
        lastName: 'Thompson ',
        email: ' maya@clinic.com',
        password: ' spaced pass ',
        phone: '+1 (415) 555-0142',
      }),
    ).toEqual({
      firstName: 'Maya',
      lastName: 'Thompson',
      email: 'maya@clinic.com',
      password: ' spaced pass ',
      phone: '+14155550142',
    });
  });

  it('normalizePhone drops spaces, dashes, dots and brackets only', () => {
    expect(normalizePhone(' +1 (415) 555-01.42 ')).toBe('+14155550142');
    expect(normalizePhone('+1/415')).toBe('+1/415');
  });
});
