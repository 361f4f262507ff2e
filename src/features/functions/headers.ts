import type { HeaderRow } from './function-form-data';
import type { HttpMethod } from './function-types';

// spec §5.
export const SUGGESTED_HEADERS = [
  'Accept',
  'Authorization',
  'Content-Type',
  'X-API-Key',
  'X-Request-ID',
  'Cache-Control',
] as const;

const JSON_BODY_METHODS: readonly HttpMethod[] = ['POST', 'PUT', 'PATCH'];
const CONTENT_TYPE = 'Content-Type';
const JSON_MEDIA_TYPE = 'application/json';

const isBlank = (value: string | undefined): boolean => (value ?? '').trim() === '';

export const isEmptyHeaderRow = (row: HeaderRow): boolean => isBlank(row.name) && isBlank(row.value);

export function withJsonContentType(rows: readonly HeaderRow[], method: HttpMethod | undefined): HeaderRow[] {
  const hasContentType = rows.some((row) => row.name?.trim().toLowerCase() === CONTENT_TYPE.toLowerCase());
  if (!method || !JSON_BODY_METHODS.includes(method) || hasContentType) return [...rows];
  return [...rows, { name: CONTENT_TYPE, value: JSON_MEDIA_TYPE }];
}

export function headersToMap(rows: readonly HeaderRow[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const row of rows) {
    const name = row.name?.trim() ?? '';
    const value = row.value?.trim() ?? '';
    if (name && value) map[name] = value;
  }
  return map;
}

export function mapToHeaderRows(map: Readonly<Record<string, string>> | undefined): HeaderRow[] {
  return Object.entries(map ?? {}).map(([name, value]) => ({ name, value }));
}
