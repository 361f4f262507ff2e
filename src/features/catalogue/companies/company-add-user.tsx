import { Button, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '@/forms/entity-form';
import { companyUserForm } from '@/forms/registry.gen';
import { useAddCompanyUser } from '../catalogue-queries';
import { companyUserBody, type CompanyUserForm } from './company-user-body';
import { useCompanyRoleChoices } from './company-user-roles';
import type { Company } from '../registry/company';

export function CompanyAddUser({ company }: { company: Company }) {
  const { t } = useTranslation();
  const formId = useId();
  const choices = useCompanyRoleChoices();
  const add = useAddCompanyUser();
  // A new key draws a fresh, empty form once a user was added.
  const [added, setAdded] = useState(0);
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
