import { NativeSelect } from '@chakra-ui/react';
import {
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  type WidgetProps,
} from '@rjsf/utils';

// A native select: the most accessible picker on every device.
export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, options, readonly, disabled, autofocus, onBlur, onFocus, onChange, placeholder } =
    props;
  const { enumOptions = [], enumDisabled } = options;
  const emptyValue: unknown = options.emptyValue;
  const format = getOptionValueFormat(options);
  const selected: unknown = enumOptionSelectedValue(props.value, enumOptions, false, format, '');
  const decode = (raw: string): unknown => enumOptionValueDecoder(raw, enumOptions, format, emptyValue);
  const disabledValues: unknown[] = Array.isArray(enumDisabled) ? enumDisabled : [];

  return (
    <NativeSelect.Root disabled={disabled || readonly}>
      <NativeSelect.Field
        id={id}
        name={htmlName ?? id}
        autoFocus={autofocus}
        value={typeof selected === 'string' || typeof selected === 'number' ? String(selected) : ''}
        onChange={(event) => onChange(decode(event.target.value))}
        onBlur={(event) => onBlur(id, decode(event.target.value))}
        onFocus={(event) => onFocus(id, decode(event.target.value))}
      >
        {placeholder && <option value="">{placeholder}</option>}
        {enumOptions.map(({ value, label }, index) => (
          <option
            key={String(value)}
            value={enumOptionValueEncoder(value, index, format)}
            disabled={disabledValues.includes(value)}
          >
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
