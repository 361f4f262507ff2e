import { cellText } from './cell-text';
import { toTable } from './header';
import type { TableSheet } from './types';

// Loaded only when called, so that the Excel reader never weighs on the first screen.
export async function parseXlsx(file: Blob | ArrayBuffer): Promise<TableSheet[]> {
  const { default: readXlsxFile } = await import('read-excel-file/browser');
  const sheets = await readXlsxFile(file);
  // The library's `CellValue` type says `typeof Date` where it means a Date; read cells as unknown.
  return sheets.map(({ sheet, data }) => ({
    name: sheet,
    table: toTable((data as unknown[][]).map((row) => row.map(cellText))),
  }));
}
