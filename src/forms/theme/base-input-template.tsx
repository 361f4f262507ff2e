import { Input } from '@chakra-ui/react';
import { getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { optionTexts } from '../ui-options';

export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, readonly, disabled, autofocus, onBlur, onFocus, onChange, onChangeOverride } = props;
  const { options, schema, placeholder, uiSchema } = props;
  const value: unknown = props.value;
  const type: unknown = props.type;
  const inputProps = getInputProps(schema, typeof type === 'string' ? type : undefined, options);
  const shown = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const suggestions = optionTexts(uiSchema, 'suggestions');
  const listId = suggestions.length > 0 ? `${id}__suggestions` : undefined;
  const emptyValue: unknown = options.emptyValue;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event.target.value === '' ? emptyValue : event.target.value);
  };

  return (
    <>
      <Input
        id={id}
        name={htmlName ?? id}
        {...inputProps}
        // A decimal typed as text (LocaleNumberField) still brings up a keyboard of digits.
        inputMode={schema.type === 'number' && inputProps.type === 'text' ? 'decimal' : undefined}
        maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
        placeholder={placeholder || undefined}
        readOnly={readonly}
        disabled={disabled}
        autoFocus={autofocus}
        list={listId}
        value={shown}
        onChange={onChangeOverride ?? handleChange}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
      {listId && (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
    </>
  );
}
