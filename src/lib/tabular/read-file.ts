import type { TableSheet } from './types';

export type TabularKind = 'csv' | 'xlsx';

/** Thrown when a file is neither CSV nor `.xlsx`, or cannot be read as one. */
export class TabularFileError extends Error {
  constructor(
    readonly reason: 'unsupported' | 'unreadable',
    options?: { cause?: unknown },
  ) {
    super(reason === 'unsupported' ? 'Unsupported file type' : 'Unreadable file', options);
    this.name = 'TabularFileError';
  }
}

/** The kind of a file by its name, then its media type; undefined when it is neither. */
export function tabularKindOf(file: { name: string; type: string }): TabularKind | undefined {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv') || name.endsWith('.txt') || name.endsWith('.tsv')) return 'csv';
  if (name.endsWith('.xlsx')) return 'xlsx';
  if (file.type === 'text/csv' || file.type === 'text/plain') return 'csv';
  if (file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') return 'xlsx';
  return undefined;
}

/** The accept attribute of a file input for {@link readTabularFile}. */
export const tabularAccept =
  '.csv,.tsv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The text of a CSV file: UTF-8 (with or without a byte-order mark) when it is valid UTF-8,
 * otherwise Windows-1252, which Excel uses when it saves "CSV" on Windows in Western languages.
 */
export async function readCsvText(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Reads a CSV or `.xlsx` file into its sheets (a CSV file has one, named after the file). */
export async function readTabularFile(file: File): Promise<TableSheet[]> {
  const kind = tabularKindOf(file);
  if (kind === undefined) throw new TabularFileError('unsupported');
  try {
    // The parsers load only when a file is read, never with the screen that offers the import.
    if (kind === 'xlsx') return await (await import('./xlsx')).parseXlsx(file);
    const { parseCsvInBatches } = await import('./csv');
    return [{ name: file.name, table: await parseCsvInBatches(await readCsvText(file)) }];
  } catch (error) {
    throw new TabularFileError('unreadable', { cause: error });
  }
}
