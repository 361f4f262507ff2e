import { useState } from 'react';

/** Translation keys of the problems found, by field. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * The state of a small text form: its values, the problems found by `validate` (translation
 * keys), a change handler per field that also clears that field's problem, and `check`, which
 * validates on submit and moves the focus to the first field with a problem.
 */
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
