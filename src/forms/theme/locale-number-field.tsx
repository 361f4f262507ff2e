import { getDefaultRegistry } from '@rjsf/core';
import { getUiOptions, type Field, type FieldProps, type RegistryFieldsType } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocaleNumber, parseLocaleNumber, type NumberRules } from '@/lib/locale-number';

function fieldOf(fields: RegistryFieldsType, name: string): Field {
  const field = fields[name];
  if (!field) throw new Error(`RJSF has no ${name}`);
  return field;
}

const stock = getDefaultRegistry().fields;
const NumberField = fieldOf(stock, 'NumberField');
const StringField = fieldOf(stock, 'StringField');
const rules: NumberRules = { allowNegative: true };

function valueOf(text: string, language: string): unknown {
  const read = parseLocaleNumber(text, language, rules);
  if (read.ok) return read.value;
  return read.problem === 'empty' ? undefined : text;
}

// RJSF's own field reads the browser's language, and a native number input drops a comma it does not
// expect. A text that is no number here stays text, which `type` refuses: "10.5" in Spanish is never 105.
export function LocaleNumberField(props: FieldProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [typed, setTyped] = useState<{ text: string; language: string } | null>(null);
  const { schema, uiSchema, onChange } = props;
  const formData: unknown = props.formData;
  const { widget } = getUiOptions(uiSchema);
  const plain =
    schema.type === 'number' &&
    (widget === undefined || widget === 'text') &&
    !schema.enum &&
    !('const' in schema);
  if (!plain) return <NumberField {...props} />;

  // What was typed stays while it still stands for the value; a reset or another language shows afresh.
  const shown =
    typed && typed.language === language && Object.is(valueOf(typed.text, language), formData)
      ? typed.text
      : typeof formData === 'number'
        ? formatLocaleNumber(formData, language)
        : typeof formData === 'string'
          ? formData
          : '';
  const change: FieldProps['onChange'] = (value, path, errorSchema, id) => {
    const text = typeof value === 'string' ? value : '';
    setTyped({ text, language });
    onChange(valueOf(text, language), path, errorSchema, id);
  };
  return (
    <StringField
      {...props}
      uiSchema={{ ...uiSchema, 'ui:inputType': 'text' }}
      formData={shown}
      onChange={change}
    />
  );
}
