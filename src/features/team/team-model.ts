import type { components } from '@/api/schema.gen';
import type { Option } from '@/components/option-select';

export type TeamUser = components['schemas']['User'];
export type Role = components['schemas']['Role'];
export type InvitationInput = components['schemas']['InvitationInput'];
export type InvitationEmailTemplate = components['schemas']['InvitationEmailTemplate'];

/** The invitation form's data as RJSF holds it (anything may still be missing). */
export interface InvitationForm {
  email?: string;
  firstName?: string;
  lastName?: string;
  roleId?: string;
}

/** The roles the console names in the user's language; any other is shown from its machine name. */
export const KNOWN_ROLES = ['super_admin', 'company_admin', 'agent_manager', 'viewer'] as const;
export type KnownRole = (typeof KNOWN_ROLES)[number];

export const isKnownRole = (name: string): name is KnownRole =>
  (KNOWN_ROLES as readonly string[]).includes(name);

/** A role's machine name made readable: `front_desk` → "Front desk". */
export function humanizeRole(name: string): string {
  const words = name.replace(/_+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : name;
}

/** The statuses the console knows; anything else shows as it came. */
const STATUSES = ['active', 'invited', 'disabled'] as const;
export type KnownStatus = (typeof STATUSES)[number];

export const knownStatus = (status: string): KnownStatus | null =>
  (STATUSES as readonly string[]).includes(status) ? (status as KnownStatus) : null;

/** The colour of a status badge. */
export const statusPalette = (status: string): string =>
  status === 'active' ? 'green' : status === 'invited' ? 'orange' : 'gray';

/** A user's full name, or their e-mail when they have none yet (an invitee). */
export function displayName(user: Pick<TeamUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || user.email;
}

/** The signed-in user cannot change their own role (they would lock themself out). */
export const isSelf = (user: Pick<TeamUser, 'id'>, signedInId: string): boolean =>
  signedInId !== '' && user.id === signedInId;

/** An invitee who has not accepted yet can be sent the invitation again. */
export const canResend = (user: Pick<TeamUser, 'status'>): boolean => user.status === 'invited';

/**
 * The roles a company administrator can give: every role but the platform's super
 * administrator, plus the user's current role when the list does not hold it (so the select
 * always shows what the user has).
 */
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

/** The request body of `POST /send_invitation/`: the address and names trimmed, empty names left out. */
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

/** The users as a list (random data may give something else). */
export const userList = (data: unknown): TeamUser[] => (Array.isArray(data) ? (data as TeamUser[]) : []);
