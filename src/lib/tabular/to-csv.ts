import type { ImportField } from './types';

/** A cell quoted when it holds a delimiter, a quote, a line break or edge spaces (RFC 4180). */
function csvCell(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * CSV text of the rows: a header of the field names, then one line per row, quoted where needed,
 * with CRLF line ends (RFC 4180). Written by hand so that sending never loads the CSV parser.
 */
export function toCsv(
  rows: readonly Record<string, string>[],
  fields: readonly Pick<ImportField, 'name'>[],
): string {
  const names = fields.map((field) => field.name);
  const lines = [names.map(csvCell).join(',')];
  for (const row of rows) lines.push(names.map((name) => csvCell(row[name] ?? '')).join(','));
  return lines.join('\r\n');
}

/** The same CSV as a file body to upload. */
export function toCsvBlob(
  rows: readonly Record<string, string>[],
  fields: readonly Pick<ImportField, 'name'>[],
): Blob {
  return new Blob([toCsv(rows, fields)], { type: 'text/csv;charset=utf-8' });
}
