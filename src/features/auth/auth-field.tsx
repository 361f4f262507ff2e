import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  /** A translation key. */
  error?: string | undefined;
  hint?: string;
  inputMode?: 'numeric';
}

export function AuthField({
  name,
  label,
  value,
  onChange,
  autoComplete,
  type = 'text',
  error,
  hint,
  inputMode,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="auth-field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        name={name}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      {hint && (
        <p id={`${id}-hint`} className="auth-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="auth-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}
