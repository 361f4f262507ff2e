import type { TFunction } from 'i18next';
import type { ImportField, RowIssue } from '@/lib/tabular';

export function issueText(t: TFunction, issue: RowIssue, fields: readonly ImportField[]): string {
  const field = fields.find((candidate) => candidate.name === issue.field)?.label ?? issue.field;
  return issue.kind === 'required'
    ? t('dataImport.requiredValue', { field })
    : t('dataImport.invalidValue', { field, message: issue.message });
}
