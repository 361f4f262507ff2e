import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from './auth-layout';
import { AuthSwitch } from './auth-switch';
import { GoogleButton } from './google-button';
import { OrDivider } from './or-divider';
import { SignupForm } from './signup-form';
import { useSignUp } from './use-sign-up';

export function SignupScreen() {
  const { t } = useTranslation();
  const router = useRouter();
  const { signUp, pending, error } = useSignUp(() => {
    router.history.push('/dashboard');
  });

  return (
    <AuthLayout
      title={t('auth.signup.title')}
      subtitle={t('auth.signup.subtitle')}
      footer={
        <AuthSwitch question={t('auth.links.haveAccount')} action={t('auth.links.signIn')} to="/login" />
      }
    >
      <SignupForm onSubmit={signUp} pending={pending} error={error} />
      <OrDivider />
      <GoogleButton />
    </AuthLayout>
  );
}
