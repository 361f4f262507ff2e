import { useTranslation } from 'react-i18next';

export function OrDivider() {
  const { t } = useTranslation();
  return (
    <div className="auth-divider" aria-hidden="true">
      <span>{t('auth.divider')}</span>
    </div>
  );
}
