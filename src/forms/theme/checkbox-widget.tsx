import { Checkbox } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';

// Carries its own label: RJSF shows no field label for booleans.
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
