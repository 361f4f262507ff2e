import { describe, expect, it } from 'vitest';
import { companyRoleChoices } from './company-user-roles';

const ROLES = [
  { id: 'r0', name: 'super_admin' },
  { id: 'r1', name: 'company_admin' },
  { id: 'r3', name: 'viewer' },
];

describe("the roles offered for a company's user", () => {
  it("offers every role but the platform's super administrator", () => {
    expect(companyRoleChoices(ROLES)).toEqual([
      { value: 'r1', label: 'company_admin' },
      { value: 'r3', label: 'viewer' },
    ]);
  });

  it("keeps the user's current role offered, even one not otherwise offered", () => {
    expect(companyRoleChoices(ROLES, { id: 'r0', name: 'super_admin' }).map((c) => c.value)).toEqual([
      'r1',
      'r3',
      'r0',
    ]);
    expect(companyRoleChoices(ROLES, { id: 'r3', name: 'viewer' })).toHaveLength(2);
  });
});
