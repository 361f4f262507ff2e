import type { ImportField } from './types';

export interface CsvOptions {
  // `keep` is for a CSV only a program reads (the import batch): "+14155550123" must stay a phone number.
  formulas?: 'neutralise' | 'keep';
}

// OWASP "CSV injection": spreadsheets run a cell starting with = + - @ as a formula, even after a tab or CR.
const FORMULA_START = /^[=+\-@\t\r]/;

export const neutraliseFormula = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

function csvCell(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

// Written by hand so that sending never loads the CSV parser.
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

export function toCsvBlob(
  rows: readonly Record<string, string>[],
  fields: readonly Pick<ImportField, 'name'>[],
  options: CsvOptions = {},
): Blob {
  return new Blob([toCsv(rows, fields, options)], { type: 'text/csv;charset=utf-8' });
}
