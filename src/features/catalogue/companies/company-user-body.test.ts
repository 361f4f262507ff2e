// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@/api/schema.gen';
import { companyUserEditForm, companyUserForm } from '@/forms/registry.gen';
import { contractPaths, requestExamples, requestProblems } from '@/test/contract';
import {
  companyUserBody,
  companyUserEditBody,
  toCompanyUserEditForm,
  userName,
  type CompanyUserEditForm,
  type CompanyUserForm,
} from './company-user-body';

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

const NOAH: components['schemas']['User'] = {
  id: '6650a1f2c3d4e5f601234570',
  firstName: 'Noah',
  lastName: 'Bennett',
  email: 'noah.bennett@brightsmile-dental.com',
  role: 'viewer',
  roleId: '6650a1f2c3d4e5f677770003',
  company: '6650a1f2c3d4e5f6aaaa0001',
  language: 'en',
  avatar: '',
  status: 'invited',
  isSuperAdmin: false,
  lastLoginAt: null,
  createdAt: '2026-11-17T19:02:00Z',
};
const CARLOS: components['schemas']['User'] = {
  ...NOAH,
  id: '6650a1f2c3d4e5f601234568',
  firstName: 'Carlos',
  lastName: 'Rivera',
  email: 'carlos.rivera@brightsmile-dental.com',
  phone: '+14155550143',
  role: 'agent_manager',
  roleId: '6650a1f2c3d4e5f677770002',
  language: 'es',
  avatar: '/samples/avatars/carlos.png',
  status: 'active',
};

describe("the form editing a company's user", () => {
  const edit = companyUserEditForm;
  const refusedEdit = (data: CompanyUserEditForm) =>
    edit.validator
      .validateFormData(data, edit.schema)
      .errors.map((error) => error.property?.replace(/^\./, ''));

  it("starts from the user, and gives PUT /users/{id} the contract's example back", async () => {
    const form = toCompanyUserEditForm(CARLOS);
    expect(refusedEdit(form)).toEqual([]);
    const [example] = await requestExamples('put', '/users/{id}');
    expect(companyUserEditBody(CARLOS, form)).toEqual(example);
  });

  it('sends the edits trimmed, a disabled status, and no emptied phone', async () => {
    const form = {
      ...toCompanyUserEditForm(CARLOS),
      firstName: ' Carla ',
      email: ' carla.rivera@brightsmile-dental.com ',
      phone: '',
      status: 'disabled' as const,
    };
    const body = companyUserEditBody(CARLOS, form);
    expect(body).toMatchObject({ firstName: 'Carla', email: 'carla.rivera@brightsmile-dental.com' });
    expect(body).toMatchObject({ status: 'disabled', avatar: CARLOS.avatar });
    expect(body).not.toHaveProperty('phone');
    expect(await requestProblems('put', '/users/{id}', body)).toBeNull();
  });

  it('never sets the status of someone still invited', async () => {
    const form = toCompanyUserEditForm(NOAH);
    expect(form).not.toHaveProperty('status');
    const body = companyUserEditBody(NOAH, { ...form, status: 'active' });
    expect(body).not.toHaveProperty('status');
    expect(await requestProblems('put', '/users/{id}', body)).toBeNull();
  });

  it('refuses what the contract refuses, by field', () => {
    const valid = toCompanyUserEditForm(CARLOS);
    expect(refusedEdit({ ...valid, lastName: ' ' })).toEqual(['lastName']);
    expect(refusedEdit({ ...valid, email: 'carlos@' })).toEqual(['email']);
    expect(refusedEdit({ ...valid, phone: '555-0143' })).toEqual(['phone']);
    expect(refusedEdit({ language: 'en' }).sort()).toEqual(['email', 'firstName', 'lastName', 'roleId']);
  });

  it('names a user by name, or by e-mail when there is none', () => {
    expect(userName(CARLOS)).toBe('Carlos Rivera');
    expect(userName({ ...NOAH, firstName: '', lastName: ' ' })).toBe(NOAH.email);
  });
});
