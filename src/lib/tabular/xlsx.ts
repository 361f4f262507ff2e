import { cellText } from './cell-text';
import { toTable } from './header';
import type { TableSheet } from './types';

/**
 * Reads every sheet of an `.xlsx` file. The Excel reader is loaded only when called, so it never
 * weighs on the first screen. Each sheet's first non-blank row is its header.
 */
export async function parseXlsx(file: Blob | ArrayBuffer): Promise<TableSheet[]> {
  const { default: readXlsxFile } = await import('read-excel-file/browser');
  const sheets = await readXlsxFile(file);
  // The library's `CellValue` type says `typeof Date` where it means a Date; read cells as unknown.
  return sheets.map(({ sheet, data }) => ({
    name: sheet,
    table: toTable((data as unknown[][]).map((row) => row.map(cellText))),
  }));
}
