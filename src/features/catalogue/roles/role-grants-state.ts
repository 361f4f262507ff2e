import type { components } from '@/api/schema.gen';

type RoleGrant = components['schemas']['RoleGrant'];
type RoleGrantInput = components['schemas']['RoleGrantInput'];

export type GrantDraft = Record<string, readonly string[]>;

export function draftOf(grants: readonly RoleGrant[]): GrantDraft {
  return Object.fromEntries(grants.map((grant) => [grant.roleId, [...grant.actions]]));
}

export function toggleGrant(
  draft: GrantDraft,
  roleId: string,
  actionId: string,
  granted: boolean,
): GrantDraft {
  const current = draft[roleId] ?? [];
  const next = granted
    ? current.includes(actionId)
      ? current
      : [...current, actionId]
    : current.filter((id) => id !== actionId);
  return { ...draft, [roleId]: next };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

export function changedGrants(grants: readonly RoleGrant[], draft: GrantDraft): RoleGrantInput[] {
  return grants
    .filter((grant) => !sameSet(grant.actions, draft[grant.roleId] ?? grant.actions))
    .map((grant) => ({ roleId: grant.roleId, actions: [...new Set(draft[grant.roleId] ?? [])] }));
}
