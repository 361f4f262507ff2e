import type { CheckedRow, CheckedTable, ColumnMapping, ImportField, RowIssue, Table } from './types';

/** The row's values by field name ('' for a field no column feeds). */
export function rowValues(cells: readonly string[], fields: readonly ImportField[], mapping: ColumnMapping) {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const column = mapping[field.name] ?? null;
    values[field.name] = column === null ? '' : (cells[column] ?? '').trim();
  }
  return values;
}

/** The issues of one row: a required field left empty, or a value its `validate` refuses. */
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

/** Every row checked: the good ones kept, the bad ones listed with their row number and issues. */
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
