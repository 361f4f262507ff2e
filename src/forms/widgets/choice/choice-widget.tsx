import { Checkbox, Fieldset, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { errorId, type WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { choiceOptions, type Choice } from './choices';

const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

// The choices come through the uiSchema, so the schema and its precompiled validator stay as they are.
// A stored value the choices no longer list is kept and shown: editing never drops it silently.
export function ChoiceWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { id, htmlName, label, hideLabel, options, multiple, disabled, readonly, required, autofocus } =
    props;
  const { onChange, onBlur, onFocus, placeholder, rawErrors = [] } = props;
  const { state, choices } = choiceOptions(options);
  const busy = disabled || readonly || state !== 'ready';
  const status =
    state === 'loading' ? t('forms.choice.loading') : state === 'error' ? t('forms.choice.error') : null;

  if (multiple) {
    const values = asStrings(props.value);
    const shown: Choice[] = [
      ...choices,
      ...values
        .filter((value) => !choices.some((choice) => choice.value === value))
        .map((value) => ({ value, label: value })),
    ];
    const toggle = (value: string, on: boolean) =>
      onChange(on ? [...values, value] : values.filter((item) => item !== value));
    return (
      <Fieldset.Root invalid={rawErrors.length > 0} disabled={disabled || readonly}>
        <Fieldset.Legend srOnly={hideLabel} fontWeight="medium" textStyle="sm">
          {label}
        </Fieldset.Legend>
        {status && (
          <Text role="status" textStyle="sm" color={state === 'error' ? 'fg.error' : 'fg.muted'}>
            {status}
          </Text>
        )}
        {state === 'ready' && shown.length === 0 && (
          <Text textStyle="sm" color="fg.muted">
            {t('forms.choice.none')}
          </Text>
        )}
        <Stack id={id} gap="1" aria-describedby={rawErrors.length > 0 ? errorId(id) : undefined}>
          {shown.map((choice, index) => {
            const checked = values.includes(choice.value);
            return (
              <Checkbox.Root
                key={choice.value}
                checked={checked}
                disabled={busy}
                onCheckedChange={(details) => toggle(choice.value, details.checked === true)}
              >
                <Checkbox.HiddenInput
                  name={htmlName ?? id}
                  value={choice.value}
                  autoFocus={autofocus && index === 0}
                  onBlur={() => onBlur(id, values)}
                  onFocus={() => onFocus(id, values)}
                />
                <Checkbox.Control />
                <Checkbox.Label>{choice.label}</Checkbox.Label>
              </Checkbox.Root>
            );
          })}
        </Stack>
      </Fieldset.Root>
    );
  }

  const value = typeof props.value === 'string' ? props.value : '';
  const known = value === '' || choices.some((choice) => choice.value === value);
  const decode = (raw: string): string | undefined => (raw === '' ? undefined : raw);
  return (
    <Stack gap="1" w="full">
      <NativeSelect.Root disabled={busy}>
        <NativeSelect.Field
          id={id}
          name={htmlName ?? id}
          autoFocus={autofocus}
          value={value}
          // The field around it decides `disabled` (Chakra reads Field.Root first); loading must too.
          {...{ disabled: busy }}
          aria-busy={state === 'loading' || undefined}
          onChange={(event) => onChange(decode(event.target.value))}
          onBlur={(event) => onBlur(id, decode(event.target.value))}
          onFocus={(event) => onFocus(id, decode(event.target.value))}
        >
          <option value="" disabled={required && value !== ''}>
            {status ?? (placeholder || t('forms.choice.placeholder'))}
          </option>
          {!known && <option value={value}>{value}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {state === 'error' && (
        <Text role="status" textStyle="sm" color="fg.error">
          {status}
        </Text>
      )}
    </Stack>
  );
}
