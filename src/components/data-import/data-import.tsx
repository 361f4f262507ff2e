import { Alert, Box, Button, Field, Heading, HStack, NativeSelect, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ImportField } from '@/lib/tabular';
import { ColumnMappingFields } from './column-mapping';
import { FilePicker } from './file-picker';
import { ImportPreview } from './import-preview';
import { ImportSummary } from './import-summary';
import { readProblemText } from './read-problem-text';
import type { ImportBatch, ImportResult } from './types';
import { useDataImport } from './use-data-import';

export interface DataImportProps {
  /** Keep the array stable (memoise it). */
  fields: readonly ImportField[];
  onImport: (batch: ImportBatch) => Promise<ImportResult>;
  describeError?: (error: unknown) => string | undefined;
  onDone?: () => void;
  previewRows?: number;
  headingLevel?: 2 | 3 | 4;
}

const headingTags = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

function defaultDescribe(error: unknown): string | undefined {
  if (error instanceof Error) return error.message || undefined;
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return error.message || undefined;
  }
  return undefined;
}

export function DataImport({
  fields,
  onImport,
  describeError = defaultDescribe,
  onDone,
  previewRows = 20,
  headingLevel = 3,
}: DataImportProps) {
  const { t, i18n } = useTranslation();
  const state = useDataImport(fields, onImport);
  const { checked, result } = state;
  const heading = headingTags[headingLevel];

  if (result && checked) {
    return (
      <ImportSummary
        fields={fields}
        result={result}
        leftOut={checked.bad}
        sentRows={checked.good}
        onAnother={state.startOver}
        onDone={onDone}
      />
    );
  }

  const rowCount = checked?.all.length ?? 0;
  const status = state.file
    ? t('dataImport.fileRows', { name: state.file.name, count: rowCount })
    : undefined;
  const failureText = state.failure
    ? (describeError(state.failure.error) ?? t('dataImport.failedFallback'))
    : null;
  const canSend = checked !== null && checked.good.length > 0 && state.missing.length === 0;

  return (
    <Box display="flex" flexDirection="column" gap="4">
      <FilePicker onFile={(file) => void state.chooseFile(file)} disabled={state.sending} status={status} />
      {state.reading && (
        <HStack role="status" gap="2">
          <Spinner size="sm" />
          <Text fontSize="sm">{t('dataImport.reading')}</Text>
        </HStack>
      )}
      {state.readProblem && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{readProblemText(t, i18n.language, state.readProblem)}</Alert.Title>
        </Alert.Root>
      )}
      {checked && (
        <>
          {state.sheets.length > 1 && (
            <Field.Root width={{ base: 'full', sm: '16rem' }} disabled={state.sending}>
              <Field.Label>{t('dataImport.sheet')}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={String(state.sheetIndex)}
                  onChange={(event) => {
                    state.chooseSheet(Number(event.currentTarget.value));
                  }}
                >
                  {state.sheets.map((sheet, index) => (
                    <option key={`${String(index)}-${sheet.name}`} value={String(index)}>
                      {sheet.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
          <Box as="section" display="flex" flexDirection="column" gap="2">
            <Heading as={heading} size="sm">
              {t('dataImport.mappingTitle')}
            </Heading>
            <ColumnMappingFields
              fields={fields}
              headers={state.headers}
              mapping={state.mapping}
              onChange={state.mapField}
              disabled={state.sending}
            />
            {state.missing.length > 0 && (
              <Text role="alert" fontSize="sm" color="fg.error">
                {t('dataImport.missingColumns', {
                  fields: state.missing.map((field) => field.label).join(', '),
                })}
              </Text>
            )}
          </Box>
          <Box as="section" display="flex" flexDirection="column" gap="2">
            <Heading as={heading} size="sm">
              {t('dataImport.previewTitle')}
            </Heading>
            <ImportPreview fields={fields} checked={checked} limit={previewRows} />
          </Box>
          {failureText !== null && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('dataImport.failed')}</Alert.Title>
                <Alert.Description>{failureText}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <HStack justify="flex-end">
            <Button
              colorPalette="brand"
              disabled={!canSend}
              loading={state.sending}
              loadingText={t('dataImport.import', { count: checked.good.length })}
              onClick={() => void state.send()}
            >
              {t('dataImport.import', { count: checked.good.length })}
            </Button>
          </HStack>
        </>
      )}
    </Box>
  );
}
