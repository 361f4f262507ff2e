// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { contractPaths, requestProblems } from '@/test/contract';
import { userRoleBody } from './user-role-body';

const user = {
  id: '6650a1f2c3d4e5f601234573',
  firstName: 'Elena',
  lastName: 'Costa',
  email: 'elena.costa@brightsmile-dental.com',
  phone: '+14155550150',
  role: 'viewer',
  roleId: '6650a1f2c3d4e5f677770003',
  company: '6650a1f2c3d4e5f6aaaa0001',
  language: 'en' as const,
  avatar: '',
  status: 'active' as const,
  isSuperAdmin: false,
  lastLoginAt: null,
  createdAt: '2026-02-01T09:00:00Z',
};

beforeAll(async () => {
  await contractPaths();
}, 60_000);

describe('the body that sets a user role', () => {
  it('keeps the user and changes only the role, as the contract takes it', async () => {
    const body = userRoleBody(user, '6650a1f2c3d4e5f677770002');
    expect(body).toMatchObject({ firstName: 'Elena', email: user.email, roleId: '6650a1f2c3d4e5f677770002' });
    expect(await requestProblems('put', '/users/{id}', body)).toBeNull();
  });

  it('leaves out the status of an invited user (only the server sets it)', async () => {
    const body = userRoleBody({ ...user, status: 'invited', phone: undefined }, '6650a1f2c3d4e5f677770002');
    expect(body).not.toHaveProperty('status');
    expect(body).not.toHaveProperty('phone');
    expect(await requestProblems('put', '/users/{id}', body)).toBeNull();
  });
});
