import { Alert, Box, Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CheckedRow, ImportField } from '@/lib/tabular';
import { issueText } from './issue-text';
import type { ImportResult } from './types';

export interface ImportSummaryProps {
  fields: readonly ImportField[];
  result: ImportResult;
  leftOut: readonly CheckedRow[];
  sentRows: readonly CheckedRow[];
  onAnother: () => void;
  onDone?: () => void;
}

const listLimit = 50;

export function ImportSummary({ fields, result, leftOut, sentRows, onAnother, onDone }: ImportSummaryProps) {
  const { t } = useTranslation();
  const kept = result.kept ?? Math.max(0, sentRows.length - (result.refused ?? 0));
  const refused = leftOut.length + (result.refused ?? 0);
  const lines = [
    ...leftOut.flatMap((row) =>
      row.issues.map((issue) =>
        t('dataImport.rowIssue', { row: row.rowNumber, message: issueText(t, issue, fields) }),
      ),
    ),
    ...(result.issues ?? []).map((issue) => {
      // The server numbers the lines of the CSV it got (header = 1); show the chosen file's row.
      const row = issue.row === undefined ? undefined : (sentRows[issue.row - 2]?.rowNumber ?? issue.row);
      return row === undefined ? issue.message : t('dataImport.rowIssue', { row, message: issue.message });
    }),
  ];
  return (
    <Box display="flex" flexDirection="column" gap="3">
      <Alert.Root status={refused > 0 ? 'warning' : 'success'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('dataImport.resultTitle')}</Alert.Title>
          <Alert.Description>
            <Text>{t('dataImport.kept', { count: kept })}</Text>
            <Text>{t('dataImport.refused', { count: refused })}</Text>
            {result.message && <Text mt="1">{result.message}</Text>}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {lines.length > 0 && (
        <Box>
          <Text fontWeight="medium" fontSize="sm" mb="1">
            {t('dataImport.refusedRows')}
          </Text>
          <Box as="ul" listStyleType="disc" fontSize="sm" ps="5" maxH="12rem" overflowY="auto">
            {lines.slice(0, listLimit).map((line, index) => (
              <Box as="li" key={index}>
                {line}
              </Box>
            ))}
          </Box>
          {lines.length > listLimit && (
            <Text fontSize="xs" color="fg.muted">
              {t('dataImport.moreIssues', { count: lines.length - listLimit })}
            </Text>
          )}
        </Box>
      )}
      <HStack justify="flex-end">
        <Button variant="outline" onClick={onAnother}>
          {t('dataImport.another')}
        </Button>
        {onDone && (
          <Button colorPalette="brand" onClick={onDone}>
            {t('dataImport.done')}
          </Button>
        )}
      </HStack>
    </Box>
  );
}
