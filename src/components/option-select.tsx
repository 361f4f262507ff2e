import { NativeSelect } from '@chakra-ui/react';
import type { Ref } from 'react';

export interface Option {
  id: string;
  name: string;
}

export interface OptionSelectProps {
  /** The choices, by id, shown by name. */
  options: readonly Option[];
  value: string;
  onChange: (id: string) => void;
  /** The first, empty choice ('Choose a plan'); left out when every value is one of `options`. */
  placeholder?: string;
  /**
   * The name read out when no visible label wraps the select (inside a `Field.Root` with a
   * `Field.Label`, leave it out: the field names it).
   */
  label?: string;
  disabled?: boolean;
  maxW?: string;
  /** For a form that moves focus to its first invalid field. */
  selectRef?: Ref<HTMLSelectElement>;
}

/**
 * A native select of things that have an id and a name (plans, roles, companies, agents): the
 * keyboard and screen-reader behaviour of the platform, the app's look.
 */
export function OptionSelect({
  options,
  value,
  onChange,
  placeholder,
  label,
  disabled,
  maxW,
  selectRef,
}: OptionSelectProps) {
  return (
    <NativeSelect.Root maxW={maxW} disabled={disabled}>
      <NativeSelect.Field
        ref={selectRef}
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
