/** A grid read from a file: the header row and the data rows, every cell as text. */
export interface Table {
  /** Column titles, trimmed; a repeated title gets a suffix (`Phone`, `Phone (2)`). */
  headers: string[];
  rows: TableRow[];
}

export interface TableRow {
  /** The row's number in the file (the header row is 1), as a spreadsheet would number it. */
  rowNumber: number;
  /** The cells, as many as there are headers (missing cells are ''; extra cells are dropped). */
  cells: string[];
}

/** One sheet of a workbook; a CSV file is a workbook of one sheet. */
export interface TableSheet {
  name: string;
  table: Table;
}

/** A field the caller imports into. */
export interface ImportField {
  /** Its name in the payload (and the CSV header sent to the server). */
  name: string;
  /** What the person reads (already translated). */
  label: string;
  required?: boolean;
  /** Other titles a column may carry for this field (matched like the name and label). */
  aliases?: string[];
  /** Checks a non-empty value; returns a message (already translated) or undefined when fine. */
  validate?: (value: string, row: Record<string, string>) => string | undefined;
}

/** Which column (index into `headers`) feeds each field; null when none does. */
export type ColumnMapping = Record<string, number | null>;

export type RowIssue =
  { field: string; kind: 'required' } | { field: string; kind: 'invalid'; message: string };

export interface CheckedRow {
  rowNumber: number;
  values: Record<string, string>;
  issues: RowIssue[];
}

export interface CheckedTable {
  good: CheckedRow[];
  bad: CheckedRow[];
  /** Every row in file order (good and bad), for a preview. */
  all: CheckedRow[];
}
