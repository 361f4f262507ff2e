import type { Table, TableRow } from './types';

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

export function uniqueHeaders(titles: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return titles.map((raw, index) => {
    const title = raw.trim() || `Column ${String(index + 1)}`;
    const key = title.toLowerCase();
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count === 1 ? title : `${title} (${String(count)})`;
  });
}

export function toTable(raw: readonly (readonly string[])[]): Table {
  const headerIndex = raw.findIndex((cells) => !isBlank(cells));
  if (headerIndex === -1) return { headers: [], rows: [] };
  const headers = uniqueHeaders(raw[headerIndex] ?? []);
  const rows: TableRow[] = [];
  for (let index = headerIndex + 1; index < raw.length; index += 1) {
    const cells = raw[index] ?? [];
    if (isBlank(cells)) continue;
    rows.push({
      rowNumber: index + 1,
      cells: headers.map((_, column) => (cells[column] ?? '').trim()),
    });
  }
  return { headers, rows };
}
