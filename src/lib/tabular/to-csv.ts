import type { ImportField } from './types';

export interface CsvOptions {
  /**
   * `neutralise` (the default, for any CSV a person may open): a cell a spreadsheet would run as a
   * formula gets a leading `'`. `keep`: the cells exactly as they are, for a CSV only a program
   * reads (the import batch the server parses, where "+14155550123" must stay a phone number).
   */
  formulas?: 'neutralise' | 'keep';
}

// OWASP "CSV injection": Excel, LibreOffice and Sheets run a cell starting with = + - @ as a
// formula (a tab or carriage return first does not stop them).
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet shows as text: a leading quote where it would run as a formula. */
export const neutraliseFormula = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

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
  { formulas = 'neutralise' }: CsvOptions = {},
): string {
  const cell = (value: string) => csvCell(formulas === 'keep' ? value : neutraliseFormula(value));
  const names = fields.map((field) => field.name);
  const lines = [names.map(cell).join(',')];
  for (const row of rows) lines.push(names.map((name) => cell(row[name] ?? '')).join(','));
  return lines.join('\r\n');
}

/** The same CSV as a file body to upload. */
export function toCsvBlob(
  rows: readonly Record<string, string>[],
  fields: readonly Pick<ImportField, 'name'>[],
  options: CsvOptions = {},
): Blob {
  return new Blob([toCsv(rows, fields, options)], { type: 'text/csv;charset=utf-8' });
}
