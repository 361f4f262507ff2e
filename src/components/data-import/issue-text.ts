import type { TFunction } from 'i18next';
import type { ImportField, RowIssue } from '@/lib/tabular';

/** A row's problem as a sentence: "Phone is required", "Phone: Please enter a valid phone number". */
export function issueText(t: TFunction, issue: RowIssue, fields: readonly ImportField[]): string {
  const field = fields.find((candidate) => candidate.name === issue.field)?.label ?? issue.field;
  return issue.kind === 'required'
    ? t('dataImport.requiredValue', { field })
    : t('dataImport.invalidValue', { field, message: issue.message });
}
