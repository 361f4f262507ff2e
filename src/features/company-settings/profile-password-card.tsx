import type { CustomValidator } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineForm } from '@/forms/inline-form';
import { profilePasswordForm } from '@/forms/registry.gen';
import { useChangePassword } from './company-settings-queries';
import { passwordsDiffer, toChangePasswordBody, type PasswordForm } from './profile-model';

export function ProfilePasswordCard() {
  const { t } = useTranslation();
  const mutation = useChangePassword();
  // A new key after a success draws the form again, empty.
  const [round, setRound] = useState(0);

  const customValidate: CustomValidator<PasswordForm> = (form, errors) => {
    if (form && passwordsDiffer(form))
      errors.confirmPassword?.addError(t('auth.validation.passwordsMismatch'));
    return errors;
  };

  const save = (form: PasswordForm) =>
    mutation.mutate(
      { body: toChangePasswordBody(form) },
      { onSuccess: () => setRound((value) => value + 1) },
    );

  return (
    <InlineForm<PasswordForm>
      key={round}
      title={t('accountSettings.password.title')}
      description={t('accountSettings.password.description')}
      idPrefix="password"
      form={profilePasswordForm}
      initial={{}}
      submitting={mutation.isPending}
      onSubmit={save}
      customValidate={customValidate}
      submitLabel={t('accountSettings.password.submit')}
    />
  );
}
