import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from './auth-layout';
import { AuthSwitch } from './auth-switch';
import { GoogleButton } from './google-button';
import { OrDivider } from './or-divider';
import { SignupForm } from './signup-form';
import { useSignUp } from './use-sign-up';
import type { RegisterRequest } from './validate-signup';
import { VerifyEmailStep } from './verify-email-step';

export function SignupScreen() {
  const { t } = useTranslation();
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [verifying, setVerifying] = useState(false);
  const { signUp, pending, error } = useSignUp(() => {
    setVerifying(true);
  });
  const toDashboard = () => {
    router.history.push('/dashboard');
  };

  if (verifying) {
    return (
      <AuthLayout title={t('auth.verify.title')} subtitle={t('auth.verify.subtitle', { email })}>
        <VerifyEmailStep email={email} onVerified={toDashboard} onLater={toDashboard} />
      </AuthLayout>
    );
  }

  const submit = (request: RegisterRequest) => {
    setEmail(request.email);
    signUp(request);
  };
  return (
    <AuthLayout
      title={t('auth.signup.title')}
      subtitle={t('auth.signup.subtitle')}
      footer={
        <AuthSwitch question={t('auth.links.haveAccount')} action={t('auth.links.signIn')} to="/login" />
      }
    >
      <SignupForm onSubmit={submit} pending={pending} error={error} />
      <OrDivider />
      <GoogleButton />
    </AuthLayout>
  );
}
