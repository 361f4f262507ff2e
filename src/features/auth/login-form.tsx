import { useEffect, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clearAuthMessage, readAuthMessage } from '@/lib/session/token';
import { AuthButton } from './auth-button';
import { AuthField } from './auth-field';
import { FormAlert } from './form-alert';
import type { Credentials } from './use-sign-in';
import { validateCredentials, type CredentialErrors } from './validate-credentials';

interface Props {
  onSubmit: (credentials: Credentials) => void;
  pending: boolean;
  error: string | null;
}

export function LoginForm({ onSubmit, pending, error }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [errors, setErrors] = useState<CredentialErrors>({});
  // The message of the 401 that sent the user here, shown once.
  const [notice] = useState(readAuthMessage);
  useEffect(clearAuthMessage, []);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateCredentials(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ email: values.email.trim(), password: values.password });
  };
  const change = (field: keyof Credentials) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const banner = error ?? (notice && !pending ? notice : null);

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.login.title')} className="auth-stack">
      {banner && <FormAlert>{banner}</FormAlert>}
      <AuthField
        name="email"
        type="email"
        autoComplete="email"
        label={t('auth.fields.email')}
        value={values.email}
        onChange={change('email')}
        error={errors.email}
      />
      <AuthField
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('auth.fields.password')}
        value={values.password}
        onChange={change('password')}
        error={errors.password}
      />
      <AuthButton type="submit" loading={pending} loadingText={t('auth.login.submitting')}>
        {t('auth.login.submit')}
      </AuthButton>
    </form>
  );
}
