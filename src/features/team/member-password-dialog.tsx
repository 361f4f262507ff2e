import { Button, Text } from '@chakra-ui/react';
import type { CustomValidator } from '@rjsf/utils';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoDialog } from '@/components/info-dialog';
import { EntityForm } from '@/forms/entity-form';
import { teamMemberPasswordForm } from '@/forms/registry.gen';
import { displayName, passwordsDiffer, type MemberPasswordForm, type TeamUser } from './team-model';

interface MemberPasswordDialogProps {
  user: TeamUser;
  submitting: boolean;
  onSubmit: (form: MemberPasswordForm) => void;
  onClose: () => void;
}

// A dialog of its own rather than FormDrawer: the confirmation needs the form's custom validation.
export function MemberPasswordDialog({ user, submitting, onSubmit, onClose }: MemberPasswordDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const name = displayName(user);
  const customValidate: CustomValidator<MemberPasswordForm> = (form, errors) => {
    if (form && passwordsDiffer(form))
      errors.confirmPassword?.addError(t('auth.validation.passwordsMismatch'));
    return errors;
  };
  return (
    <InfoDialog
      title={t('team.password.title', { name })}
      onClose={() => {
        if (!submitting) onClose();
      }}
      width="28rem"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={submitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} colorPalette="brand" loading={submitting}>
            {t('team.password.submit')}
          </Button>
        </>
      }
    >
      <Text color="fg.muted" wordBreak="break-word">
        {t('team.password.intro', { name, email: user.email })}
      </Text>
      <EntityForm<MemberPasswordForm>
        id={formId}
        idPrefix="team-member-password"
        form={teamMemberPasswordForm}
        initial={{}}
        submitting={submitting}
        customValidate={customValidate}
        onSubmit={onSubmit}
      />
    </InfoDialog>
  );
}
