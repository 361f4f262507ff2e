import { NativeSelect } from '@chakra-ui/react';
import type { Ref } from 'react';

export interface Option {
  id: string;
  name: string;
}

export interface OptionSelectProps {
  options: readonly Option[];
  value: string;
  onChange: (id: string) => void;
  placeholder?: string;
  label?: string;
  disabled?: boolean;
  maxW?: string;
  selectRef?: Ref<HTMLSelectElement>;
}

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
