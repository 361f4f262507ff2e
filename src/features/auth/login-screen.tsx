import { Link, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { safeNext } from '@/lib/safe-next';
import { AuthLayout } from './auth-layout';
import { AuthSwitch } from './auth-switch';
import { GoogleButton } from './google-button';
import { LoginForm } from './login-form';
import { OrDivider } from './or-divider';
import { useSignIn } from './use-sign-in';

export function LoginScreen({ next }: { next?: string | undefined }) {
  const { t } = useTranslation();
  const router = useRouter();
  const { signIn, pending, error } = useSignIn(() => {
    router.history.push(safeNext(next));
  });

  return (
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <AuthSwitch
          question={t('auth.links.noAccount')}
          action={t('auth.links.createAccount')}
          to="/signup"
        />
      }
    >
      <LoginForm onSubmit={signIn} pending={pending} error={error} />
      <p className="auth-forgot">
        <Link to="/reset_password" className="auth-link">
          {t('auth.links.forgotPassword')}
        </Link>
      </p>
      <OrDivider />
      <GoogleButton next={next} />
    </AuthLayout>
  );
}
