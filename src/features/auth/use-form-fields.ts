import { useState } from 'react';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function useFormFields<K extends string>(
  initial: Record<K, string>,
  validate: (values: Record<K, string>) => FieldErrors<K>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});

  const change = (field: K) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const check = (form: HTMLFormElement): boolean => {
    const found = validate(values);
    setErrors(found);
    const first = Object.entries(found).find(([, problem]) => problem)?.[0];
    if (first === undefined) return true;
    const element = form.elements.namedItem(first);
    if (element instanceof HTMLElement) element.focus();
    return false;
  };

  return { values, errors, change, check };
}
