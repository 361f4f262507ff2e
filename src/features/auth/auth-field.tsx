import { Field, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface Props {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  type?: 'text' | 'email' | 'password' | 'tel';
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
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>{label}</Field.Label>
      <Input
        type={type}
        name={name}
        autoComplete={autoComplete}
        inputMode={inputMode}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
    </Field.Root>
  );
}
