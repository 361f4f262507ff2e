import { Field, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ColumnMapping, ImportField } from '@/lib/tabular';

export interface ColumnMappingProps {
  fields: readonly ImportField[];
  headers: readonly string[];
  mapping: ColumnMapping;
  onChange: (field: string, column: number | null) => void;
  disabled?: boolean;
}

export function ColumnMappingFields({
  fields,
  headers,
  mapping,
  onChange,
  disabled = false,
}: ColumnMappingProps) {
  const { t } = useTranslation();
  return (
    <>
      <Text fontSize="sm" color="fg.muted">
        {t('dataImport.mappingHint')}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3">
        {fields.map((field) => {
          const column = mapping[field.name] ?? null;
          return (
            <Field.Root key={field.name} required={field.required === true} disabled={disabled}>
              <Field.Label>
                {field.label}
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={column === null ? '' : String(column)}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    onChange(field.name, value === '' ? null : Number(value));
                  }}
                >
                  <option value="">{t('dataImport.notImported')}</option>
                  {headers.map((header, index) => (
                    <option key={`${String(index)}-${header}`} value={String(index)}>
                      {header}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          );
        })}
      </SimpleGrid>
    </>
  );
}
