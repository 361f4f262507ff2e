import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clearAuthMessage, readAuthMessage } from '@/lib/session/token';
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
  const change = (field: keyof Credentials) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const banner = error ?? (notice && !pending ? notice : null);

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.login.title')}>
      <Stack gap="4">
        {banner && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{banner}</Alert.Description>
          </Alert.Root>
        )}
        <Field.Root invalid={!!errors.email} required>
          <Field.Label>{t('auth.fields.email')}</Field.Label>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            value={values.email}
            onChange={change('email')}
          />
          {errors.email && <Field.ErrorText>{t(errors.email)}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!errors.password} required>
          <Field.Label>{t('auth.fields.password')}</Field.Label>
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
          />
          {errors.password && <Field.ErrorText>{t(errors.password)}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={pending} loadingText={t('auth.login.submitting')}>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
