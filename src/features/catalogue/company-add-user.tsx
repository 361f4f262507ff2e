import { Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '@/forms/entity-form';
import { companyUserForm } from '@/forms/registry.gen';
import type { ChoicesState } from '@/forms/widgets/choice/choices';
import { rolesQuery, useAddCompanyUser } from './catalogue-queries';
import { companyUserBody, type CompanyUserForm } from './company-user-body';
import type { Company } from './registry/company';

export function CompanyAddUser({ company }: { company: Company }) {
  const { t } = useTranslation();
  const formId = useId();
  const roles = useQuery(rolesQuery());
  const add = useAddCompanyUser();
  // A new key draws a fresh, empty form once a user was added.
  const [added, setAdded] = useState(0);
  const { data: roleList, isError: rolesFailed } = roles;
  const choices = useMemo<ChoicesState>(() => {
    if (roleList)
      return {
        state: 'ready',
        choices: {
          // Every role but the platform's super administrator, as a company's own team offers.
          roleId: roleList.data
            .filter((role) => role.name !== 'super_admin')
            .map((role) => ({ value: role.id, label: role.name })),
        },
      };
    return rolesFailed ? { state: 'error' } : { state: 'loading' };
  }, [roleList, rolesFailed]);
  const label = t('catalogue.company.users.add.submit');

  return (
    <Stack gap="3">
      <EntityForm<CompanyUserForm>
        key={added}
        id={formId}
        idPrefix="company-user"
        form={companyUserForm}
        initial={{}}
        submitting={add.isPending}
        choices={choices}
        onSubmit={(form) =>
          add.mutate(
            { body: companyUserBody(company.id, form) },
            { onSuccess: () => setAdded((count) => count + 1) },
          )
        }
      />
      <Button
        type="submit"
        form={formId}
        colorPalette="brand"
        alignSelf="start"
        loading={add.isPending}
        loadingText={label}
      >
        {label}
      </Button>
    </Stack>
  );
}
