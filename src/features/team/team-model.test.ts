import { describe, expect, it } from 'vitest';
import {
  canResend,
  displayName,
  humanizeRole,
  isSelf,
  knownStatus,
  memberActions,
  passwordsDiffer,
  roleOptions,
  toInvitationInput,
  toMemberPasswordBody,
  userList,
} from './team-model';

const ROLES = [
  { id: 'r0', name: 'super_admin' },
  { id: 'r1', name: 'company_admin' },
  { id: 'r4', name: 'front_desk' },
];

describe('team model', () => {
  it('sends the invitation trimmed, leaving out empty names', () => {
    expect(
      toInvitationInput({ email: '  noah@example.com ', firstName: ' Noah ', lastName: '  ', roleId: 'r1' }),
    ).toEqual({ email: 'noah@example.com', firstName: 'Noah', roleId: 'r1' });
    expect(toInvitationInput({ email: 'a@b.co', roleId: 'r4' })).toEqual({ email: 'a@b.co', roleId: 'r4' });
  });

  it('offers every role but the super administrator, and keeps a current role the list lacks', () => {
    const label = (name: string) => `<${name}>`;
    expect(roleOptions(ROLES, label)).toEqual([
      { id: 'r1', name: '<company_admin>' },
      { id: 'r4', name: '<front_desk>' },
    ]);
    expect(roleOptions(ROLES, label, { roleId: 'r9', role: 'billing_clerk' })).toEqual([
      { id: 'r1', name: '<company_admin>' },
      { id: 'r4', name: '<front_desk>' },
      { id: 'r9', name: '<billing_clerk>' },
    ]);
    expect(roleOptions(ROLES, label, { roleId: 'r1', role: 'company_admin' })).toHaveLength(2);
  });

  it('makes a role name readable', () => {
    expect(humanizeRole('front_desk')).toBe('Front desk');
    expect(humanizeRole('a__b_')).toBe('A b');
    expect(humanizeRole('x')).toBe('X');
  });

  it('names a user by their name, an invitee without one by their e-mail', () => {
    expect(displayName({ firstName: 'Maya', lastName: 'Thompson', email: 'm@x.co' })).toBe('Maya Thompson');
    expect(displayName({ firstName: ' ', lastName: '', email: 'noah@x.co' })).toBe('noah@x.co');
  });

  it('knows who is signed in, who can be sent the invitation again, and the statuses', () => {
    expect(isSelf({ id: 'u1' }, 'u1')).toBe(true);
    expect(isSelf({ id: 'u1' }, 'u2')).toBe(false);
    expect(isSelf({ id: '' }, '')).toBe(false);
    expect(canResend({ status: 'invited' })).toBe(true);
    expect(canResend({ status: 'active' })).toBe(false);
    expect(knownStatus('disabled')).toBe('disabled');
    expect(knownStatus('archived')).toBeNull();
  });

  it('reads the users as a list whatever came', () => {
    expect(userList(undefined)).toEqual([]);
    expect(userList({ id: 'x' })).toEqual([]);
    expect(userList([{ id: 'x' }])).toHaveLength(1);
  });

  it('offers no action on oneself, only removal for an invitee, and all three for a member', () => {
    expect(memberActions({ id: 'u1', status: 'active' }, 'u1')).toEqual([]);
    expect(memberActions({ id: 'u2', status: 'invited' }, 'u1')).toEqual(['remove']);
    expect(memberActions({ id: 'u2', status: 'active' }, 'u1')).toEqual([
      'resetLink',
      'setPassword',
      'remove',
    ]);
    expect(memberActions({ id: 'u2', status: 'disabled' }, 'u1')).toContain('setPassword');
  });

  it("sends a member's new password as typed, without a current password", () => {
    expect(toMemberPasswordBody({ newPassword: ' Bright-Chairs-42 ', confirmPassword: 'x' })).toEqual({
      newPassword: ' Bright-Chairs-42 ',
    });
    expect(passwordsDiffer({ newPassword: 'Bright-Chairs-42', confirmPassword: 'Bright-Chairs-43' })).toBe(
      true,
    );
    expect(passwordsDiffer({ newPassword: 'Bright-Chairs-42', confirmPassword: 'Bright-Chairs-42' })).toBe(
      false,
    );
    expect(passwordsDiffer({ newPassword: 'Bright-Chairs-42' })).toBe(false);
  });
});
