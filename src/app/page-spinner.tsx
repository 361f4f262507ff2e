import { useTranslation } from 'react-i18next';

/**
 * The spinner of a page on its way, drawn without Chakra (which the sign-in route does not load).
 * Before the texts are read (main.tsx) and while a screen loads it is the same box, so that one
 * replacing the other does not move the spinner: it did, and Lighthouse counted the move as a
 * layout shift of the whole page (0.3 of the prompt editor's 0.6).
 */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <div className="boot-spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

export function PageSpinner() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} />;
}
