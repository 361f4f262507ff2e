import { Box, Field, HStack, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckedTable, ImportField } from '@/lib/tabular';
import { TableFrame } from '../table-frame';
import { issueText } from './issue-text';

export interface ImportPreviewProps {
  fields: readonly ImportField[];
  checked: CheckedTable;
  limit: number;
}

export function ImportPreview({ fields, checked, limit }: ImportPreviewProps) {
  const { t } = useTranslation();
  const [onlyBad, setOnlyBad] = useState(false);
  const source = onlyBad ? checked.bad : checked.all;
  const rows = source.slice(0, limit);
  return (
    <Box display="flex" flexDirection="column" gap="2">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text role="status" fontSize="sm" fontWeight="medium">
          {t('dataImport.counts', { good: checked.good.length, bad: checked.bad.length })}
        </Text>
        <Field.Root width="auto" orientation="horizontal" gap="2">
          <Field.Label fontSize="sm">{t('dataImport.show')}</Field.Label>
          <NativeSelect.Root size="xs" width="auto">
            <NativeSelect.Field
              value={onlyBad ? 'bad' : 'all'}
              onChange={(event) => {
                setOnlyBad(event.currentTarget.value === 'bad');
              }}
            >
              <option value="all">{t('dataImport.showAll')}</option>
              <option value="bad">{t('dataImport.showBad')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      {rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('dataImport.noRowsToShow')}
        </Text>
      ) : (
        <TableFrame
          caption={t('dataImport.previewTitle')}
          stickyHeader
          scroll={{ maxH: '20rem', role: 'region', tabIndex: 0, 'aria-label': t('dataImport.previewTitle') }}
          columns={[
            { key: 'rowNumber', label: t('dataImport.rowNumber') },
            ...fields.map((field) => ({ key: `field-${field.name}`, label: field.label })),
            { key: 'problems', label: t('dataImport.problems') },
          ]}
        >
          {rows.map((row) => {
            const bad = row.issues.length > 0;
            return (
              <Table.Row
                key={row.rowNumber}
                data-invalid={bad ? '' : undefined}
                bg={bad ? 'red.subtle' : undefined}
              >
                <Table.Cell>{row.rowNumber}</Table.Cell>
                {fields.map((field) => (
                  <Table.Cell key={field.name} maxW="14rem" truncate title={row.values[field.name]}>
                    {row.values[field.name]}
                  </Table.Cell>
                ))}
                <Table.Cell color={bad ? 'red.fg' : 'fg.muted'}>
                  {bad ? (
                    <Box as="ul" listStyleType="none">
                      {row.issues.map((issue) => (
                        <Box as="li" key={`${issue.field}-${issue.kind}`}>
                          {issueText(t, issue, fields)}
                        </Box>
                      ))}
                    </Box>
                  ) : (
                    t('dataImport.noProblems')
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </TableFrame>
      )}
      {source.length > rows.length && (
        <Text fontSize="xs" color="fg.muted">
          {t('dataImport.previewLimited', { shown: rows.length, total: source.length })}
        </Text>
      )}
    </Box>
  );
}
