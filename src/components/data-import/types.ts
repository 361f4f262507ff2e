import type { CheckedRow, ImportField } from '@/lib/tabular';

export type { ImportField };

/** What the component hands to the caller's `onImport`. */
export interface ImportBatch {
  /** The good rows, by field name (the only rows to send). */
  rows: Record<string, string>[];
  /** The same rows as a CSV file body: a header of the field names, then the rows. */
  csv: Blob;
  /** The chosen file's name, and the file itself (for a server that wants the original). */
  fileName: string;
  file: File;
  /** For each field, the title of the column that feeds it (null when none does). */
  columns: Record<string, string | null>;
  /** The rows left out, with their row number and problems. */
  refused: CheckedRow[];
  /**
   * The row number in the chosen file of a line of `csv` (its header being line 1, as the
   * server's import reports count): `originalRow(2)` is the file row of the first row sent.
   */
  originalRow: (csvLine: number) => number | undefined;
}

/** A problem the server reported for one row. */
export interface ServerRowIssue {
  /**
   * The line of the sent `csv` (header = 1), as the contract's import results number them; the
   * summary shows it as the row number of the chosen file.
   */
  row?: number;
  message: string;
}

/**
 * What the caller's `onImport` resolves to after the server answered. `kept` and `refused` count
 * the server's rows (the component adds the rows it left out itself); `message` is the server's.
 * To report a failure, reject (throw): the error's message is shown and nothing is lost.
 */
export interface ImportResult {
  message?: string;
  kept?: number;
  refused?: number;
  issues?: ServerRowIssue[];
}
