import { Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SectionKind } from './sections-queries';
import {
  fieldsOf,
  text,
  type DraftItem,
  type FieldError,
  type FieldName,
  type ItemErrors,
} from './section-model';

export interface ItemFieldsProps {
  kind: SectionKind;
  item: DraftItem;
  errors: ItemErrors;
  disabled: boolean;
  onChange: (name: FieldName, value: string) => void;
}

export const fieldId = (key: string, name: FieldName) => `section-item-${key}-${name}`;

export function ItemFields({ kind, item, errors, disabled, onChange }: ItemFieldsProps) {
  const { t } = useTranslation();
  const message = (label: string, error: FieldError) =>
    error.code === 'tooLong'
      ? t('agents.sections.errors.tooLong', { field: label, max: error.max })
      : t(`agents.sections.errors.${error.code}`, { field: label.toLowerCase() });

  return (
    <Stack gap="3" direction={{ base: 'column', md: kind === 'products' ? 'row' : 'column' }} wrap="wrap">
      {fieldsOf(kind).map((spec) => {
        const label = t(`agents.sections.fields.${spec.name}`);
        const error = errors[spec.name];
        const id = fieldId(item.key, spec.name);
        const props = {
          id,
          value: text(item, spec.name),
          disabled,
          onChange: (event: { target: { value: string } }) => onChange(spec.name, event.target.value),
        };
        const narrow = spec.name === 'price' || spec.name === 'currency';
        return (
          <Field.Root
            key={spec.name}
            invalid={error !== undefined}
            required={spec.required}
            flex={narrow ? '0 0 8rem' : '1 1 14rem'}
          >
            <Field.Label htmlFor={id}>
              {label}
              <Field.RequiredIndicator />
            </Field.Label>
            {spec.multiline ? (
              <Textarea rows={3} resize="vertical" {...props} />
            ) : (
              <Input
                {...props}
                inputMode={spec.name === 'price' ? 'decimal' : undefined}
                autoCapitalize={spec.name === 'currency' ? 'characters' : undefined}
              />
            )}
            {spec.name === 'price' && !error && (
              <Field.HelperText>{t('agents.sections.priceHint')}</Field.HelperText>
            )}
            {error && <Field.ErrorText>{message(label, error)}</Field.ErrorText>}
          </Field.Root>
        );
      })}
    </Stack>
  );
}
