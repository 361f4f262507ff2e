import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/api/models/schemas';
import { FormDrawer } from '@/forms/form-drawer';
import { companyUserEditForm } from '@/forms/registry.gen';
import { useUpdateCompanyUser } from '../catalogue-queries';
import {
  companyUserEditBody,
  toCompanyUserEditForm,
  userName,
  type CompanyUserEditForm,
} from './company-user-body';
import { useCompanyRoleChoices } from './company-user-roles';

// Someone still invited has no status to choose: the server sets it when they accept.
const invitedForm = {
  ...companyUserEditForm,
  uiSchema: { ...companyUserEditForm.uiSchema, status: { 'ui:widget': 'hidden' } },
};

export function CompanyUserEdit({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateCompanyUser(user.company);
  const choices = useCompanyRoleChoices({ id: user.roleId, name: user.role });
  const initial = useMemo(() => toCompanyUserEditForm(user), [user]);
  return (
    <FormDrawer<CompanyUserEditForm>
      title={t('catalogue.company.users.edit.title', { name: userName(user) })}
      idPrefix="company-user-edit"
      form={user.status === 'invited' ? invitedForm : companyUserEditForm}
      initial={initial}
      submitting={update.isPending}
      choices={choices}
      onClose={onClose}
      onSubmit={(form) =>
        update.mutate(
          { params: { path: { id: user.id } }, body: companyUserEditBody(user, form) },
          { onSuccess: onClose },
        )
      }
    />
  );
}
