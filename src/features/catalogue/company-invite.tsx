import { Field, Input, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/schema.gen';
import { FormDialog } from '@/components/form-dialog';
import { useInviteToCompany } from './catalogue-queries';
import type { Company } from './registry/company';

type Invitation = components['schemas']['CompanyInvitationInput'];
export type InviteValues = Omit<Invitation, 'companyId'>;
type InviteField = keyof InviteValues;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function inviteProblems(values: InviteValues): Partial<Record<InviteField, 'required' | 'invalid'>> {
  const problems: Partial<Record<InviteField, 'required' | 'invalid'>> = {};
  const email = values.email.trim();
  if (email === '') problems.email = 'required';
  else if (!EMAIL.test(email) || email.length > 254) problems.email = 'invalid';
  if (values.firstName.trim() === '') problems.firstName = 'required';
  if (values.lastName.trim() === '') problems.lastName = 'required';
  return problems;
}

export function invitationBody(companyId: string, values: InviteValues): Invitation {
  return {
    companyId,
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
  };
}

const fields: readonly { name: InviteField; type: string; autoComplete: string; maxLength: number }[] = [
  { name: 'email', type: 'email', autoComplete: 'off', maxLength: 254 },
  { name: 'firstName', type: 'text', autoComplete: 'off', maxLength: 100 },
  { name: 'lastName', type: 'text', autoComplete: 'off', maxLength: 100 },
];

export function CompanyInviteDialog({ company, onClose }: { company: Company; onClose: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<InviteValues>({ email: '', firstName: '', lastName: '' });
  const [checked, setChecked] = useState(false);
  const inputs = useRef<Partial<Record<InviteField, HTMLInputElement | null>>>({});
  const problems = checked ? inviteProblems(values) : {};
  const invite = useInviteToCompany(onClose);
  const submit = () => {
    setChecked(true);
    if (Object.keys(inviteProblems(values)).length > 0) {
      const first = fields.find((field) => inviteProblems(values)[field.name]);
      if (first) inputs.current[first.name]?.focus();
      return;
    }
    invite.mutate({ body: invitationBody(company.id, values) });
  };
  return (
    <FormDialog
      title={t('catalogue.company.invite.title', { name: company.name })}
      submitLabel={t('catalogue.company.invite.submit')}
      submitting={invite.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text color="fg.muted">{t('catalogue.company.invite.intro')}</Text>
      {fields.map((field) => {
        const problem = problems[field.name];
        return (
          <Field.Root key={field.name} required invalid={problem !== undefined}>
            <Field.Label>
              {t(`catalogue.company.invite.fields.${field.name}`)}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              ref={(element) => {
                inputs.current[field.name] = element;
              }}
              type={field.type}
              autoComplete={field.autoComplete}
              maxLength={field.maxLength}
              value={values[field.name]}
              disabled={invite.isPending}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            />
            <Field.ErrorText>
              {problem && t(`catalogue.company.invite.validation.${field.name}.${problem}`)}
            </Field.ErrorText>
          </Field.Root>
        );
      })}
    </FormDialog>
  );
}
