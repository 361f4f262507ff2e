// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { contractPaths, requestProblems } from '@/test/contract';
import { invitationBody, inviteProblems } from './company-invite';
import { newUserBody, newUserProblems, type NewUserValues } from './company-users';

beforeAll(async () => {
  await contractPaths();
}, 60_000);

const COMPANY = '6650a1f2c3d4e5f6aaaa0002';

describe('the invitation of a company', () => {
  it('names each missing or wrong field', () => {
    expect(inviteProblems({ email: '', firstName: ' ', lastName: '' })).toEqual({
      email: 'required',
      firstName: 'required',
      lastName: 'required',
    });
    expect(inviteProblems({ email: 'jamie@cascade', firstName: 'Jamie', lastName: 'Ortiz' })).toEqual({
      email: 'invalid',
    });
    expect(
      inviteProblems({ email: 'jamie.ortiz@cascaderoofing.com', firstName: 'Jamie', lastName: 'Ortiz' }),
    ).toEqual({});
  });

  it('sends a body the contract takes, trimmed', async () => {
    const body = invitationBody(COMPANY, {
      email: ' jamie.ortiz@cascaderoofing.com ',
      firstName: 'Jamie ',
      lastName: ' Ortiz',
    });
    expect(body).toEqual({
      companyId: COMPANY,
      email: 'jamie.ortiz@cascaderoofing.com',
      firstName: 'Jamie',
      lastName: 'Ortiz',
    });
    expect(await requestProblems('post', '/company/send_invitation', body)).toBeNull();
  });
});

describe('a new user of a company', () => {
  const valid: NewUserValues = {
    firstName: 'Ryan',
    lastName: 'Walsh',
    email: 'ryan.walsh@summit-roofing.com',
    phone: '',
    roleId: '6650a1f2c3d4e5f677770002',
    language: 'en',
    password: 'Shingle-Crew-2026',
  };

  it('names each missing or wrong field', () => {
    expect(newUserProblems({ ...valid, firstName: '', email: '', roleId: '', password: '' })).toEqual({
      firstName: 'required',
      email: 'required',
      roleId: 'required',
      password: 'required',
    });
    expect(newUserProblems({ ...valid, email: 'ryan@', phone: '555-0127', password: 'short' })).toEqual({
      email: 'invalid',
      phone: 'invalid',
      password: 'invalid',
    });
    expect(newUserProblems(valid)).toEqual({});
  });

  it('sends a body the contract takes, without an empty phone', async () => {
    const body = newUserBody(COMPANY, valid);
    expect(body).not.toHaveProperty('phone');
    expect(body).toMatchObject({ company: COMPANY, roleId: valid.roleId, password: valid.password });
    expect(await requestProblems('post', '/users/', body)).toBeNull();
    const withPhone = newUserBody(COMPANY, { ...valid, phone: ' +13035550127 ', language: 'es' });
    expect(withPhone).toMatchObject({ phone: '+13035550127', language: 'es' });
    expect(await requestProblems('post', '/users/', withPhone)).toBeNull();
  });
});
