import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cellText } from './cell-text';
import { readCsvText, readTabularFile, TabularFileError, tabularKindOf } from './read-file';
import { parseXlsx } from './xlsx';

const fixture = readFileSync(resolve(process.cwd(), 'src/lib/tabular/fixtures/contacts.xlsx'));
const xlsxFile = () =>
  new File([fixture], 'contacts.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

describe('cellText', () => {
  it('writes dates as ISO dates, with the time only when there is one', () => {
    expect(cellText(new Date('2023-03-15T00:00:00Z'))).toBe('2023-03-15');
    expect(cellText(new Date('2023-03-15T12:30:05Z'))).toBe('2023-03-15T12:30:05');
    expect(cellText(new Date(Number.NaN))).toBe('');
  });

  it('keeps the digits of big whole numbers and the decimals of others', () => {
    expect(cellText(14155550123)).toBe('14155550123');
    expect(cellText(123456789012345680000)).toBe('123456789012345683968');
    expect(cellText(0.025)).toBe('0.025');
    expect(cellText(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('writes booleans, strings and empties', () => {
    expect(cellText(true)).toBe('true');
    expect(cellText('x')).toBe('x');
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
  });
});

describe('parseXlsx', () => {
  it('reads every sheet with numbers and dates as text and file row numbers', async () => {
    const sheets = await parseXlsx(xlsxFile());
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Contacts', 'Notes']);
    const contacts = sheets[0]?.table;
    expect(contacts?.headers).toEqual(['First name', 'Phone', 'Joined', 'Score']);
    expect(contacts?.rows).toEqual([
      { rowNumber: 2, cells: ['Ada', '14155550123', '2023-03-15', '3.5'] },
      { rowNumber: 3, cells: ['Bob', 'not a phone', '2023-03-15T12:00:00', '2'] },
      // Row 4 is blank in the sheet.
      { rowNumber: 5, cells: ['Grace', '+442071234567', '2023-03-16', '10'] },
    ]);
    expect(sheets[1]?.table.rows).toEqual([{ rowNumber: 2, cells: ['Call back on Monday'] }]);
  });
});

describe('readTabularFile', () => {
  it('tells CSV from xlsx by name, then by media type', () => {
    expect(tabularKindOf({ name: 'A.CSV', type: '' })).toBe('csv');
    expect(tabularKindOf({ name: 'a.xlsx', type: '' })).toBe('xlsx');
    expect(tabularKindOf({ name: 'upload', type: 'text/csv' })).toBe('csv');
    expect(tabularKindOf({ name: 'a.xls', type: 'application/vnd.ms-excel' })).toBeUndefined();
    expect(tabularKindOf({ name: 'a.pdf', type: 'application/pdf' })).toBeUndefined();
  });

  it('reads a CSV file as one sheet named after the file', async () => {
    const sheets = await readTabularFile(
      new File(['\uFEFFname\r\nAda\r\n'], 'people.csv', { type: 'text/csv' }),
    );
    expect(sheets).toEqual([
      { name: 'people.csv', table: { headers: ['name'], rows: [{ rowNumber: 2, cells: ['Ada'] }] } },
    ]);
  });

  it('reads UTF-8 text, and Windows-1252 text as Excel saves it in Spanish', async () => {
    await expect(readCsvText(new Blob(['nombre\nJosé Muñoz\n']))).resolves.toBe('nombre\nJosé Muñoz\n');
    // "José Muñoz" in Windows-1252: é is 0xE9, ñ is 0xF1 (not valid UTF-8 on their own).
    const latin = new Uint8Array([0x4a, 0x6f, 0x73, 0xe9, 0x20, 0x4d, 0x75, 0xf1, 0x6f, 0x7a]);
    await expect(readCsvText(new Blob([latin]))).resolves.toBe('José Muñoz');
  });

  it('reads an xlsx file', async () => {
    const sheets = await readTabularFile(xlsxFile());
    expect(sheets).toHaveLength(2);
  });

  it('refuses other files and reports an unreadable xlsx', async () => {
    await expect(readTabularFile(new File(['%PDF'], 'a.pdf'))).rejects.toMatchObject({
      reason: 'unsupported',
    });
    const broken = readTabularFile(new File(['not a zip at all'], 'broken.xlsx'));
    await expect(broken).rejects.toBeInstanceOf(TabularFileError);
    await expect(broken).rejects.toMatchObject({ reason: 'unreadable' });
  });
});
