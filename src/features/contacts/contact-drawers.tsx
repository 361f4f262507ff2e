import { useTranslation } from 'react-i18next';
import { FormDrawer } from '@/forms/form-drawer';
import { contactGroupForm, contactLeadForm } from '@/forms/registry.gen';
import type { GroupFormData } from './contacts-queries';
import { emptyLeadForm, toLeadForm, type Group, type Lead, type LeadForm } from './lead-model';

// The drawers' forms, apart from the sections that open them: the form runtime (RJSF, the
// precompiled validators and the forms' schemas) loads when a drawer first opens, not with the screen.

interface DrawerProps<Form> {
  submitting: boolean;
  onSubmit: (form: Form) => void;
  onClose: () => void;
}

export type LeadDrawerProps = DrawerProps<LeadForm> & { lead: Lead | null };
export type GroupDrawerProps = DrawerProps<GroupFormData> & { group: Group | null };

export function LeadDrawer({ lead, ...props }: LeadDrawerProps) {
  const { t } = useTranslation();
  return (
    <FormDrawer<LeadForm>
      title={t(lead ? 'contacts.leads.editTitle' : 'contacts.leads.createTitle')}
      idPrefix="contact-lead"
      form={contactLeadForm}
      initial={lead ? toLeadForm(lead) : emptyLeadForm()}
      {...props}
    />
  );
}

export function GroupDrawer({ group, ...props }: GroupDrawerProps) {
  const { t } = useTranslation();
  return (
    <FormDrawer<GroupFormData>
      title={t(group ? 'contacts.groups.editTitle' : 'contacts.groups.createTitle')}
      idPrefix="contact-group"
      form={contactGroupForm}
      initial={group ? { name: group.name, description: group.description } : {}}
      {...props}
    />
  );
}
