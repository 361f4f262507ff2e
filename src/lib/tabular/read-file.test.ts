import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAX_COLUMNS, MAX_FILE_BYTES, MAX_ROWS, MAX_UNZIPPED_BYTES } from './limits';
import { readTabularFile } from './read-file';
import { checkZipSizes } from './zip-guard';

const csvFile = (parts: BlobPart[], name = 'people.csv') => new File(parts, name, { type: 'text/csv' });

function utf16(text: string, endian: 'le' | 'be'): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0xfeff, endian === 'le');
  for (let index = 0; index < text.length; index += 1) {
    view.setUint16(2 + index * 2, text.charCodeAt(index), endian === 'le');
  }
  return bytes;
}

const rowsCsv = (count: number) =>
  [
    'name,phone',
    ...Array.from({ length: count }, (_, index) => `P${String(index)},+1415555${String(index)}`),
  ].join('\n');

const xml = (text: string) => strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${text}`);

function workbook(sheet: Uint8Array): Uint8Array {
  const files: Zippable = {
    '[Content_Types].xml': xml(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '</Types>',
    ),
    '_rels/.rels': xml(
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
        '</Relationships>',
    ),
    'xl/workbook.xml': xml(
      '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
        '<sheets><sheet name="Leads" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': xml(
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
        '</Relationships>',
    ),
    'xl/worksheets/sheet1.xml': sheet,
  };
  return zipSync(files, { mtime: new Date('2026-01-01T00:00:00Z') });
}

function sheetXml(rows: number): Uint8Array {
  const cells = (row: number, values: string[]) =>
    `<row r="${String(row)}">${values
      .map((value, column) => {
        const ref = `${String.fromCharCode(65 + column)}${String(row)}`;
        return `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
      })
      .join('')}</row>`;
  const body = [cells(1, ['name', 'phone'])];
  for (let row = 2; row <= rows + 1; row += 1) body.push(cells(row, [`P${String(row)}`, '14155550100']));
  return xml(
    `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body.join('')}</sheetData></worksheet>`,
  );
}

const xlsxFile = (bytes: Uint8Array) => new File([bytes as BlobPart], 'leads.xlsx');

function declareSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  for (let at = 0; at + 46 < copy.length; at += 1) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const length = view.getUint16(at + 28, true);
    if (new TextDecoder().decode(copy.subarray(at + 46, at + 46 + length)) === name) {
      view.setUint32(at + 24, size, true);
    }
  }
  return copy;
}

describe('reading an import file', () => {
  it('reads UTF-16 text with its byte-order mark (Excel’s "Unicode text") with the right headers', async () => {
    const text = 'Nombre\tTeléfono\r\nJosé Muñoz\t+34911234567\r\n';
    for (const endian of ['le', 'be'] as const) {
      const sheets = await readTabularFile(csvFile([utf16(text, endian) as BlobPart], 'leads.txt'));
      expect(sheets[0]?.table).toEqual({
        headers: ['Nombre', 'Teléfono'],
        rows: [{ rowNumber: 2, cells: ['José Muñoz', '+34911234567'] }],
      });
    }
  });

  it('reads UTF-8 with a byte-order mark, and refuses text full of NULs rather than showing them', async () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...strToU8('name\nÅsa\n')]);
    const sheets = await readTabularFile(csvFile([bom]));
    expect(sheets[0]?.table.headers).toEqual(['name']);
    // UTF-16 without its mark: every other byte is a NUL.
    const unmarked = utf16('name,phone\r\nAda,1\r\n', 'le').slice(2);
    await expect(readTabularFile(csvFile([unmarked as BlobPart]))).rejects.toMatchObject({
      reason: 'encoding',
    });
    await expect(readTabularFile(csvFile(['name\u0000,x\n1,2\n']))).rejects.toMatchObject({
      reason: 'encoding',
    });
  });

  it('refuses a file over the size cap before reading it', async () => {
    const big = csvFile([new Uint8Array(MAX_FILE_BYTES + 1).fill(0x61)]);
    await expect(readTabularFile(big)).rejects.toMatchObject({ reason: 'tooLarge' });
    await expect(readTabularFile(xlsxFile(new Uint8Array(MAX_FILE_BYTES + 1)))).rejects.toMatchObject({
      reason: 'tooLarge',
    });
  });

  it('takes as many rows as the cap and refuses one more, blank lines aside', async () => {
    const full = await readTabularFile(csvFile([`${rowsCsv(MAX_ROWS)}\n\n\n`]));
    expect(full[0]?.table.rows).toHaveLength(MAX_ROWS);
    await expect(readTabularFile(csvFile([rowsCsv(MAX_ROWS + 1)]))).rejects.toMatchObject({
      reason: 'tooManyRows',
    });
  });

  it('refuses a header of more columns than the mapping can offer', async () => {
    const wide = Array.from({ length: MAX_COLUMNS + 1 }, (_, index) => `c${String(index)}`).join(',');
    await expect(readTabularFile(csvFile([`${wide}\n1\n`]))).rejects.toMatchObject({
      reason: 'tooManyColumns',
    });
  });

  it('reads a workbook within the caps and refuses one with too many rows', async () => {
    const sheets = await readTabularFile(xlsxFile(workbook(sheetXml(3))));
    expect(sheets[0]?.table.headers).toEqual(['name', 'phone']);
    expect(sheets[0]?.table.rows).toHaveLength(3);
    await expect(readTabularFile(xlsxFile(workbook(sheetXml(MAX_ROWS + 1))))).rejects.toMatchObject({
      reason: 'tooManyRows',
    });
  });

  // Zipping the 70 MiB bomb takes seconds on a busy 2-core machine.
  it(
    'refuses a zip bomb from the sizes its directory declares, before inflating it',
    { timeout: 60_000 },
    async () => {
      // About 70 MiB of spaces as the sheet's XML: a few dozen KiB zipped.
      const padding = new Uint8Array(MAX_UNZIPPED_BYTES + 6 * 1024 * 1024).fill(0x20);
      const bomb = zipSync({ 'xl/worksheets/sheet1.xml': [padding, { level: 9 }] });
      expect(bomb.length).toBeLessThan(MAX_FILE_BYTES);
      expect(() => {
        checkZipSizes(bomb);
      }).toThrow(expect.objectContaining({ reason: 'tooBigUnpacked' }));
      await expect(readTabularFile(xlsxFile(bomb))).rejects.toMatchObject({ reason: 'tooBigUnpacked' });
      const declared = declareSize(workbook(sheetXml(1)), 'xl/worksheets/sheet1.xml', MAX_UNZIPPED_BYTES + 1);
      await expect(readTabularFile(xlsxFile(declared))).rejects.toMatchObject({ reason: 'tooBigUnpacked' });
    },
  );

  it('never inflates past a size the directory understates: the entry comes out cut short', async () => {
    const sheet = sheetXml(2000);
    const lying = declareSize(workbook(sheet), 'xl/worksheets/sheet1.xml', 100);
    await expect(readTabularFile(xlsxFile(lying))).rejects.toMatchObject({ reason: 'unreadable' });
  });

  it('refuses a zip that is cut off or not a zip at all', async () => {
    const whole = workbook(sheetXml(1));
    await expect(readTabularFile(xlsxFile(whole.subarray(0, whole.length - 30)))).rejects.toMatchObject({
      reason: 'unreadable',
    });
    await expect(readTabularFile(xlsxFile(strToU8('PK\u0003\u0004 not really')))).rejects.toMatchObject({
      reason: 'unreadable',
    });
  });
});
