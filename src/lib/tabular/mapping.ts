import type { ColumnMapping, ImportField } from './types';

export function normalizeTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s\(\d+\)$/, '')
    .replace(/[\s_\-.]+/g, '');
}

export function autoMap(headers: readonly string[], fields: readonly ImportField[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  const used = new Set<number>();
  const titles = headers.map(normalizeTitle);
  for (const field of fields) {
    const names = new Set([field.name, field.label, ...(field.aliases ?? [])].map(normalizeTitle));
    const column = titles.findIndex((title, index) => !used.has(index) && names.has(title));
    mapping[field.name] = column === -1 ? null : column;
    if (column !== -1) used.add(column);
  }
  return mapping;
}

export function unmappedRequired(fields: readonly ImportField[], mapping: ColumnMapping): ImportField[] {
  return fields.filter((field) => field.required === true && (mapping[field.name] ?? null) === null);
}

export function carryMapping(
  previous: ColumnMapping,
  previousHeaders: readonly string[],
  headers: readonly string[],
  fields: readonly ImportField[],
): ColumnMapping {
  const fresh = autoMap(headers, fields);
  const result: ColumnMapping = {};
  for (const field of fields) {
    const column = previous[field.name] ?? null;
    const title = column === null ? undefined : previousHeaders[column];
    const same = title === undefined ? -1 : headers.indexOf(title);
    result[field.name] = column === null ? null : same !== -1 ? same : (fresh[field.name] ?? null);
  }
  return result;
}
