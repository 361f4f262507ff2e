import { useTranslation } from 'react-i18next';
import type { components } from '@/api/schema.gen';
import { FormDrawer } from '@/forms/form-drawer';
import { companyInvitationForm } from '@/forms/registry.gen';
import { useInviteToCompany } from '../catalogue-queries';
import type { Company } from '../registry/company';

type Invitation = components['schemas']['CompanyInvitationInput'];
// As RJSF holds it: a field never typed in is absent (the validator refuses it before a send).
export type InvitationForm = Partial<Omit<Invitation, 'companyId'>>;

export function invitationBody(companyId: string, form: InvitationForm): Invitation {
  return {
    companyId,
    email: form.email?.trim() ?? '',
    firstName: form.firstName?.trim() ?? '',
    lastName: form.lastName?.trim() ?? '',
  };
}

export function CompanyInviteDialog({ company, onClose }: { company: Company; onClose: () => void }) {
  const { t } = useTranslation();
  const invite = useInviteToCompany(onClose);
  return (
    <FormDrawer<InvitationForm>
      title={t('catalogue.company.invite.title', { name: company.name })}
      description={t('catalogue.company.invite.intro')}
      idPrefix="company-invitation"
      form={companyInvitationForm}
      initial={{}}
      submitting={invite.isPending}
      submitLabel={t('catalogue.company.invite.submit')}
      onSubmit={(form) => invite.mutate({ body: invitationBody(company.id, form) })}
      onClose={onClose}
    />
  );
}
