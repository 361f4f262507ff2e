import type { CheckedRow, CheckedTable, ColumnMapping, ImportField, RowIssue, Table } from './types';

export function rowValues(cells: readonly string[], fields: readonly ImportField[], mapping: ColumnMapping) {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const column = mapping[field.name] ?? null;
    values[field.name] = column === null ? '' : (cells[column] ?? '').trim();
  }
  return values;
}

export function checkValues(values: Record<string, string>, fields: readonly ImportField[]): RowIssue[] {
  const issues: RowIssue[] = [];
  for (const field of fields) {
    const value = values[field.name] ?? '';
    if (value === '') {
      if (field.required === true) issues.push({ field: field.name, kind: 'required' });
      continue;
    }
    const message = field.validate?.(value, values);
    if (message !== undefined) issues.push({ field: field.name, kind: 'invalid', message });
  }
  return issues;
}

export function checkTable(
  table: Table,
  fields: readonly ImportField[],
  mapping: ColumnMapping,
): CheckedTable {
  const good: CheckedRow[] = [];
  const bad: CheckedRow[] = [];
  const all: CheckedRow[] = [];
  for (const row of table.rows) {
    const values = rowValues(row.cells, fields, mapping);
    const checked: CheckedRow = { rowNumber: row.rowNumber, values, issues: checkValues(values, fields) };
    (checked.issues.length === 0 ? good : bad).push(checked);
    all.push(checked);
  }
  return { good, bad, all };
}
