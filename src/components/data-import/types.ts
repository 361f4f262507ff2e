import type { CheckedRow, ImportField } from '@/lib/tabular';

export type { ImportField };

export interface ImportBatch {
  rows: Record<string, string>[];
  csv: Blob;
  fileName: string;
  file: File;
  columns: Record<string, string | null>;
  refused: CheckedRow[];
  /** The server counts the lines of `csv` from its header as 1: `originalRow(2)` is the first row sent. */
  originalRow: (csvLine: number) => number | undefined;
}

export interface ServerRowIssue {
  row?: number;
  message: string;
}

/** To report a failure, reject: the error's message is shown and nothing is lost. */
export interface ImportResult {
  message?: string;
  kept?: number;
  refused?: number;
  issues?: ServerRowIssue[];
}
