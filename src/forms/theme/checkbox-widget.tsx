import { Checkbox } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';

/**
 * A yes/no value as a checkbox carrying its own label (RJSF shows no field label for booleans).
 * Inside the field's `Field.Root` its input takes RJSF's field id.
 */
export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, label, hideLabel, disabled, readonly, autofocus, onBlur, onFocus, onChange } = props;
  const checked = props.value === true;
  return (
    <Checkbox.Root
      checked={checked}
      disabled={disabled}
      readOnly={readonly}
      onCheckedChange={(details) => onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput
        name={htmlName ?? id}
        autoFocus={autofocus}
        onBlur={() => onBlur(id, checked)}
        onFocus={() => onFocus(id, checked)}
      />
      <Checkbox.Control />
      <Checkbox.Label srOnly={hideLabel}>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
