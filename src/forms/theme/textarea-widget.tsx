import { Textarea } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';

export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, readonly, disabled, autofocus, onBlur, onFocus, onChange, options, placeholder } =
    props;
  const value: unknown = props.value;
  const emptyValue: unknown = options.emptyValue;
  const rows = typeof options.rows === 'number' ? options.rows : 3;
  return (
    <Textarea
      id={id}
      name={htmlName ?? id}
      rows={rows}
      maxLength={typeof props.schema.maxLength === 'number' ? props.schema.maxLength : undefined}
      placeholder={placeholder || undefined}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value === '' ? emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
