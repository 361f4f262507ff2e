import type { components, paths } from '@/api/schema.gen';
import type { Option } from '@/components/option-select';
import type { Role, User } from '@/api/models/schemas';

export type { Role } from '@/api/models/schemas';

export type TeamUser = User;
export type InvitationInput = components['schemas']['InvitationInput'];
export type InvitationEmailTemplate = components['schemas']['InvitationEmailTemplate'];
type ChangePasswordBody =
  paths['/users/{id}/change-password/']['post']['requestBody']['content']['application/json'];

export interface InvitationForm {
  email?: string;
  firstName?: string;
  lastName?: string;
  roleId?: string;
}

export const KNOWN_ROLES = ['super_admin', 'company_admin', 'agent_manager', 'viewer'] as const;
export type KnownRole = (typeof KNOWN_ROLES)[number];

export const isKnownRole = (name: string): name is KnownRole =>
  (KNOWN_ROLES as readonly string[]).includes(name);

export function humanizeRole(name: string): string {
  const words = name.replace(/_+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : name;
}

const STATUSES = ['active', 'invited', 'disabled'] as const;
export type KnownStatus = (typeof STATUSES)[number];

export const knownStatus = (status: string): KnownStatus | null =>
  (STATUSES as readonly string[]).includes(status) ? (status as KnownStatus) : null;

export const statusPalette = (status: string): string =>
  status === 'active' ? 'green' : status === 'invited' ? 'orange' : 'gray';

export function displayName(user: Pick<TeamUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || user.email;
}

/** Changing one's own role could lock oneself out. */
export const isSelf = (user: Pick<TeamUser, 'id'>, signedInId: string): boolean =>
  signedInId !== '' && user.id === signedInId;

export const canResend = (user: Pick<TeamUser, 'status'>): boolean => user.status === 'invited';

export const MEMBER_ACTIONS = ['resetLink', 'setPassword', 'remove'] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

// Nothing on oneself: removing would lock one out, and one's own password needs the current one
// (the profile tab). Someone invited has no password yet: their invitation sets it.
export function memberActions(user: Pick<TeamUser, 'id' | 'status'>, signedInId: string): MemberAction[] {
  if (isSelf(user, signedInId)) return [];
  return canResend(user) ? ['remove'] : [...MEMBER_ACTIONS];
}

/** Never the platform's super administrator; the current role is added if missing, for the select. */
export function roleOptions(
  roles: readonly Pick<Role, 'id' | 'name'>[],
  label: (name: string) => string,
  current?: { roleId: string; role: string },
): Option[] {
  const options = roles
    .filter((role) => role.name !== 'super_admin')
    .map((role) => ({ id: role.id, name: label(role.name) }));
  if (current && current.roleId && !options.some((option) => option.id === current.roleId)) {
    options.push({ id: current.roleId, name: label(current.role) });
  }
  return options;
}

export function toInvitationInput(form: InvitationForm): InvitationInput {
  const firstName = (form.firstName ?? '').trim();
  const lastName = (form.lastName ?? '').trim();
  return {
    email: (form.email ?? '').trim(),
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    roleId: form.roleId ?? '',
  };
}

export interface MemberPasswordForm {
  newPassword?: string;
  confirmPassword?: string;
}

/** An empty confirmation is `required`'s business. */
export const passwordsDiffer = (form: MemberPasswordForm): boolean =>
  Boolean(form.confirmPassword) && form.confirmPassword !== form.newPassword;

// An administrator setting someone else's password sends no current password (the contract's rule);
// the password goes as typed, never trimmed.
export const toMemberPasswordBody = (form: MemberPasswordForm): ChangePasswordBody => ({
  newPassword: form.newPassword ?? '',
});

// Random data may give something else than a list.
export const userList = (data: unknown): TeamUser[] => (Array.isArray(data) ? (data as TeamUser[]) : []);
