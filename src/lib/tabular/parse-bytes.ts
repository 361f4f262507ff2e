import { parseCsvInBatches } from './csv';
import { decodeText } from './decode-text';
import { MAX_COLUMNS, MAX_ROWS } from './limits';
import type { TabularKind } from './read-file';
import { TabularFileError } from './tabular-error';
import type { TableSheet } from './types';
import { parseXlsx } from './xlsx';
import { checkZipSizes } from './zip-guard';

export async function parseTabularBytes(
  kind: TabularKind,
  name: string,
  bytes: ArrayBuffer,
): Promise<TableSheet[]> {
  try {
    if (kind === 'csv') {
      const table = await parseCsvInBatches(decodeText(new Uint8Array(bytes)), {
        maxRows: MAX_ROWS,
        maxColumns: MAX_COLUMNS,
      });
      return [{ name, table }];
    }
    checkZipSizes(new Uint8Array(bytes));
    const sheets = await parseXlsx(bytes);
    if (sheets.some(({ table }) => table.headers.length > MAX_COLUMNS)) {
      throw new TabularFileError('tooManyColumns');
    }
    if (sheets.some(({ table }) => table.rows.length > MAX_ROWS)) throw new TabularFileError('tooManyRows');
    return sheets;
  } catch (error) {
    throw error instanceof TabularFileError ? error : new TabularFileError('unreadable', { cause: error });
  }
}
