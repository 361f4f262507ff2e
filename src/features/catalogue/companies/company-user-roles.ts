import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { components } from '@/api/schema.gen';
import type { Choice, ChoicesState } from '@/forms/widgets/choice/choices';
import { rolesQuery } from '../catalogue-queries';

type Role = Pick<components['schemas']['Role'], 'id' | 'name'>;

// Every role but the platform's super administrator, as a company's own team offers; a user's
// current role stays offered even so, or the form would drop it.
export function companyRoleChoices(roles: readonly Role[], current?: Role): Choice[] {
  const choices = roles
    .filter((role) => role.name !== 'super_admin')
    .map((role) => ({ value: role.id, label: role.name }));
  if (current?.id && !choices.some((choice) => choice.value === current.id))
    choices.push({ value: current.id, label: current.name });
  return choices;
}

export function useCompanyRoleChoices(current?: Role): ChoicesState {
  const { data, isError } = useQuery(rolesQuery());
  const currentId = current?.id;
  const currentName = current?.name;
  return useMemo<ChoicesState>(() => {
    if (data) {
      const kept = currentId && currentName ? { id: currentId, name: currentName } : undefined;
      return { state: 'ready', choices: { roleId: companyRoleChoices(data.data, kept) } };
    }
    return isError ? { state: 'error' } : { state: 'loading' };
  }, [data, isError, currentId, currentName]);
}
