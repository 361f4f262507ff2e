import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { toCsv, toCsvBlob } from './to-csv';

const fields = [{ name: 'name' }, { name: 'notes' }, { name: 'phone' }];

describe('toCsv', () => {
  it('writes a header of field names and quotes only where needed', () => {
    const csv = toCsv(
      [
        { name: 'Lovelace, Ada', notes: 'said "hi"\nthen left', phone: '+14155550123' },
        { name: 'Bob', notes: '', phone: '+34911234567' },
      ],
      fields,
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

  it('gives a CSV Blob to upload', async () => {
    const blob = toCsvBlob([{ name: 'A', notes: 'b', phone: '1' }], fields);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    await expect(blob.text()).resolves.toBe('name,notes,phone\r\nA,b,1');
  });
});
