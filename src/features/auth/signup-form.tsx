import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthField } from './auth-field';
import { FormAlert } from './form-alert';
import { useFormFields } from './use-form-fields';
import { emptySignup, toRegisterRequest, validateSignup, type RegisterRequest } from './validate-signup';

interface Props {
  onSubmit: (request: RegisterRequest) => void;
  pending: boolean;
  error: string | null;
}

export function SignupForm({ onSubmit, pending, error }: Props) {
  const { t } = useTranslation();
  const { values, errors, change, check } = useFormFields(emptySignup, validateSignup);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (check(event.currentTarget)) onSubmit(toRegisterRequest(values));
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.signup.title')}>
      <Stack gap="4">
        {error && <FormAlert>{error}</FormAlert>}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <AuthField
            name="firstName"
            label={t('auth.fields.firstName')}
            autoComplete="given-name"
            value={values.firstName}
            onChange={change('firstName')}
            error={errors.firstName}
          />
          <AuthField
            name="lastName"
            label={t('auth.fields.lastName')}
            autoComplete="family-name"
            value={values.lastName}
            onChange={change('lastName')}
            error={errors.lastName}
          />
        </SimpleGrid>
        <AuthField
          name="email"
          type="email"
          label={t('auth.fields.email')}
          autoComplete="email"
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
        <AuthField
          name="password"
          type="password"
          label={t('auth.fields.password')}
          autoComplete="new-password"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
          hint={t('auth.hints.password')}
        />
        <AuthField
          name="phone"
          type="tel"
          label={t('auth.fields.phone')}
          autoComplete="tel"
          value={values.phone}
          onChange={change('phone')}
          error={errors.phone}
          hint={t('auth.hints.phone')}
        />
        <Button
          type="submit"
          colorPalette="brand"
          loading={pending}
          loadingText={t('auth.signup.submitting')}
        >
          {t('auth.signup.submit')}
        </Button>
      </Stack>
    </form>
  );
}
