import type { CustomValidator } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '@/forms/form-drawer';
import { teamMemberPasswordForm } from '@/forms/registry.gen';
import { displayName, passwordsDiffer, type MemberPasswordForm, type TeamUser } from './team-model';

interface MemberPasswordDialogProps {
  user: TeamUser;
  submitting: boolean;
  onSubmit: (form: MemberPasswordForm) => void;
  onClose: () => void;
}

export function MemberPasswordDialog({ user, submitting, onSubmit, onClose }: MemberPasswordDialogProps) {
  const { t } = useTranslation();
  const name = displayName(user);
  const customValidate: CustomValidator<MemberPasswordForm> = (form, errors) => {
    if (form && passwordsDiffer(form))
      errors.confirmPassword?.addError(t('auth.validation.passwordsMismatch'));
    return errors;
  };
  return (
    <FormDrawer<MemberPasswordForm>
      title={t('team.password.title', { name })}
      description={t('team.password.intro', { name, email: user.email })}
      idPrefix="team-member-password"
      form={teamMemberPasswordForm}
      initial={{}}
      submitting={submitting}
      submitLabel={t('team.password.submit')}
      customValidate={customValidate}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
