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
}

export function AuthField({ name, label, value, onChange, autoComplete, type = 'text', error, hint }: Props) {
  const { t } = useTranslation();
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>{label}</Field.Label>
      <Input
        type={type}
        name={name}
        autoComplete={autoComplete}
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
