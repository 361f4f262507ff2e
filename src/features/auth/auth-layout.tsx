import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './auth.css';

interface Props {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

// The auth screens are drawn with plain elements and auth.css, not Chakra: the sign-in route's
// first paint then carries no styling runtime (issue 18's budget for /login).
export function AuthLayout({ title, subtitle, children, footer }: Props) {
  const { t } = useTranslation();
  return (
    <main className="auth-page">
      <div className="auth-card">
        <div className="auth-head">
          <Link to="/" className="auth-brand">
            {t('app.name')}
          </Link>
          <h1>{title}</h1>
          {subtitle && <p className="auth-muted">{subtitle}</p>}
        </div>
        {children}
      </div>
      {footer}
    </main>
  );
}
