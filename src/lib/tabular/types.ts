export interface Table {
  headers: string[];
  rows: TableRow[];
}

export interface TableRow {
  rowNumber: number;
  cells: string[];
}

export interface TableSheet {
  name: string;
  table: Table;
}

export interface ImportField {
  name: string;
  label: string;
  required?: boolean;
  aliases?: string[];
  validate?: (value: string, row: Record<string, string>) => string | undefined;
}

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
  all: CheckedRow[];
}
