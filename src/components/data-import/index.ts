export { DataImport, type DataImportProps } from './data-import';
export { DataImportDialog, type DataImportDialogProps } from './data-import-dialog';
export type { ImportBatch, ImportField, ImportResult, ServerRowIssue } from './types';
