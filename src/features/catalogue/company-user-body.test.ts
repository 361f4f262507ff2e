// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { companyUserForm } from '@/forms/registry.gen';
import { contractPaths, requestExamples, requestProblems } from '@/test/contract';
import { companyUserBody, type CompanyUserForm } from './company-user-body';

const COMPANY = '6650a1f2c3d4e5f6aaaa0002';
const { validator, schema } = companyUserForm;

const refused = (data: CompanyUserForm) =>
  validator.validateFormData(data, schema).errors.map((error) => error.property?.replace(/^\./, ''));

beforeAll(async () => {
  await contractPaths();
}, 60_000);

describe('the form adding a user to a company', () => {
  const valid: CompanyUserForm = {
    firstName: ' Ryan ',
    lastName: 'Walsh',
    email: 'ryan.walsh@summit-roofing.com',
    password: 'Shingle-Crew-2026',
    roleId: '6650a1f2c3d4e5f677770002',
    language: 'en',
  };

  it("takes the contract's request example, and gives it back as the body", async () => {
    const [example] = await requestExamples('post', '/users/');
    const { company, ...form } = example as CompanyUserForm & { company: string };
    expect(refused(form)).toEqual([]);
    expect(companyUserBody(company, form)).toEqual(example);
  });

  it('sends a body the contract takes, trimmed and without an empty phone', async () => {
    expect(refused(valid)).toEqual([]);
    const body = companyUserBody(COMPANY, valid);
    expect(body).not.toHaveProperty('phone');
    expect(body).toMatchObject({ firstName: 'Ryan', company: COMPANY, roleId: valid.roleId });
    expect(await requestProblems('post', '/users/', body)).toBeNull();
    const withPhone = companyUserBody(COMPANY, { ...valid, phone: '+13035550127', language: 'es' });
    expect(withPhone).toMatchObject({ phone: '+13035550127', language: 'es' });
    expect(await requestProblems('post', '/users/', withPhone)).toBeNull();
  });

  it('refuses what the contract refuses, by field', () => {
    expect(refused({ language: 'en' }).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'password',
      'roleId',
    ]);
    expect(refused({ ...valid, firstName: '  ' })).toEqual(['firstName']);
    expect(refused({ ...valid, email: 'ryan@' })).toEqual(['email']);
    expect(refused({ ...valid, phone: '555-0127' })).toEqual(['phone']);
    expect(refused({ ...valid, password: 'short' })).toEqual(['password']);
  });
});
