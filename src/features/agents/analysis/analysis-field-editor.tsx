import { chakra, Field, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DeleteRowButton } from '@/components/row-buttons';
import { fieldTypes, limits, type FieldDraft, type FieldType } from './analysis-model';

export type FieldPart = 'name' | 'type' | 'description' | 'example' | 'options';

export const fieldControlId = (key: string, part: FieldPart | 'remove') => `analysis-field-${key}-${part}`;

export interface AnalysisFieldEditorProps {
  field: FieldDraft;
  position: number;
  disabled: boolean;
  problemOf: (part: FieldPart) => string | undefined;
  onChange: (changes: Partial<FieldDraft>) => void;
  onBlur: (part: FieldPart) => void;
  onRemove: () => void;
}

export const fieldLabel = (field: FieldDraft, numbered: string) => field.name.trim() || numbered;

export function AnalysisFieldEditor({
  field,
  position,
  disabled,
  problemOf,
  onChange,
  onBlur,
  onRemove,
}: AnalysisFieldEditorProps) {
  const { t } = useTranslation();
  const label = fieldLabel(field, t('agents.analysis.fields.numbered', { position }));
  const control = (part: FieldPart) => {
    const problem = problemOf(part);
    return {
      root: { invalid: problem !== undefined },
      id: fieldControlId(field.key, part),
      error: problem && <Field.ErrorText>{problem}</Field.ErrorText>,
    };
  };
  const text = (part: 'name' | 'description' | 'example' | 'options') => ({
    id: fieldControlId(field.key, part),
    value: field[part],
    disabled,
    onChange: (event: { target: { value: string } }) => onChange({ [part]: event.target.value }),
    onBlur: () => onBlur(part),
  });
  const name = control('name');
  const description = control('description');
  const example = control('example');
  const options = control('options');

  return (
    <chakra.fieldset borderWidth="1px" rounded="md" p="3" minW="0">
      <chakra.legend srOnly>{label}</chakra.legend>
      <HStack justify="space-between" gap="2" mb="2">
        <Text aria-hidden="true" fontWeight="medium" fontSize="sm" truncate>
          {label}
        </Text>
        <DeleteRowButton
          id={fieldControlId(field.key, 'remove')}
          label={t('agents.analysis.fields.remove', { name: label })}
          disabled={disabled}
          onClick={onRemove}
        />
      </HStack>
      <Stack gap="3">
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Field.Root {...name.root} required flex="1 1 14rem">
            <Field.Label htmlFor={name.id}>
              {t('agents.analysis.fields.name')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              {...text('name')}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              fontFamily="mono"
            />
            {name.error ?? <Field.HelperText>{t('agents.analysis.fields.nameHint')}</Field.HelperText>}
          </Field.Root>
          <Field.Root flex="0 1 12rem">
            <Field.Label htmlFor={fieldControlId(field.key, 'type')}>
              {t('agents.analysis.fields.type')}
            </Field.Label>
            <NativeSelect.Root disabled={disabled}>
              <NativeSelect.Field
                id={fieldControlId(field.key, 'type')}
                value={field.type}
                onChange={(event) => onChange({ type: event.target.value as FieldType })}
              >
                {fieldTypes.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`agents.analysis.fields.types.${kind}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Stack>
        <Field.Root {...description.root} required>
          <Field.Label htmlFor={description.id}>
            {t('agents.analysis.fields.description')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea {...text('description')} rows={2} resize="vertical" />
          {description.error ?? (
            <Field.HelperText>{t('agents.analysis.fields.descriptionHint')}</Field.HelperText>
          )}
        </Field.Root>
        <Field.Root {...example.root}>
          <Field.Label htmlFor={example.id}>{t('agents.analysis.fields.example')}</Field.Label>
          <Input {...text('example')} />
          {example.error}
        </Field.Root>
        {field.type === 'option' && (
          <Field.Root {...options.root} required>
            <Field.Label htmlFor={options.id}>
              {t('agents.analysis.fields.options')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea {...text('options')} rows={3} resize="vertical" />
            {options.error ?? (
              <Field.HelperText>
                {t('agents.analysis.fields.optionsHint', { max: limits.options })}
              </Field.HelperText>
            )}
          </Field.Root>
        )}
      </Stack>
    </chakra.fieldset>
  );
}
