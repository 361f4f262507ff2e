import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvInBatches } from './csv';

describe('parseCsv', () => {
  it('reads a header and rows, numbering rows as in the file', () => {
    const table = parseCsv('name,phone\nAda,+14155550123\nBob,+34911234567\n');
    expect(table.headers).toEqual(['name', 'phone']);
    expect(table.rows).toEqual([
      { rowNumber: 2, cells: ['Ada', '+14155550123'] },
      { rowNumber: 3, cells: ['Bob', '+34911234567'] },
    ]);
  });

  it('keeps commas, quotes and line breaks inside quoted fields', () => {
    const table = parseCsv('name,notes\n"Lovelace, Ada","said ""hi""\nthen left"\nBob,plain\n');
    expect(table.rows[0]?.cells).toEqual(['Lovelace, Ada', 'said "hi"\nthen left']);
    // The quoted line break does not end the record: Bob is the third record.
    expect(table.rows[1]).toEqual({ rowNumber: 3, cells: ['Bob', 'plain'] });
  });

  it('drops a byte-order mark and reads CRLF line ends', () => {
    const table = parseCsv('\uFEFFname,phone\r\nAda,1\r\nBob,2\r\n');
    expect(table.headers).toEqual(['name', 'phone']);
    expect(table.rows.map((row) => row.cells)).toEqual([
      ['Ada', '1'],
      ['Bob', '2'],
    ]);
  });

  it('skips blank lines (and leading ones before the header) but keeps file row numbers', () => {
    const table = parseCsv('\n\nname,phone\nAda,1\n\n   \n,\nBob,2\n\n');
    expect(table.headers).toEqual(['name', 'phone']);
    expect(table.rows).toEqual([
      { rowNumber: 4, cells: ['Ada', '1'] },
      { rowNumber: 8, cells: ['Bob', '2'] },
    ]);
  });

  it('fills missing cells with empty text and drops extra cells', () => {
    const table = parseCsv('a,b,c\n1\n1,2,3,4,5\n');
    expect(table.rows.map((row) => row.cells)).toEqual([
      ['1', '', ''],
      ['1', '2', '3'],
    ]);
  });

  it('makes repeated and empty titles unique', () => {
    const table = parseCsv('Phone,phone,,Name\n1,2,3,4\n');
    expect(table.headers).toEqual(['Phone', 'phone (2)', 'Column 3', 'Name']);
  });

  it('trims cells and titles', () => {
    const table = parseCsv(' name , phone \n  Ada  , 1 \n');
    expect(table.headers).toEqual(['name', 'phone']);
    expect(table.rows[0]?.cells).toEqual(['Ada', '1']);
  });

  it('guesses a semicolon delimiter (spreadsheets in Spanish locales save that way)', () => {
    const table = parseCsv('nombre;precio\nAda;0,5\n');
    expect(table.headers).toEqual(['nombre', 'precio']);
    expect(table.rows[0]?.cells).toEqual(['Ada', '0,5']);
  });

  it('guesses the semicolon across blank lines and decimal commas in every row', () => {
    const table = parseCsv('\nnombre;precio;coste\n\nAda;0,5;1,25\n;\nBob;0,7;1,30\n\n');
    expect(table.headers).toEqual(['nombre', 'precio', 'coste']);
    expect(table.rows).toEqual([
      { rowNumber: 4, cells: ['Ada', '0,5', '1,25'] },
      { rowNumber: 6, cells: ['Bob', '0,7', '1,30'] },
    ]);
  });

  it('guesses tabs and pipes, and reads a single column as it is', () => {
    expect(parseCsv('name\tphone\nAda, Lovelace\t1\n').rows[0]?.cells).toEqual(['Ada, Lovelace', '1']);
    expect(parseCsv('name|phone\nAda|1\n').headers).toEqual(['name', 'phone']);
    expect(parseCsv('phone\n+14155550123\n+34911234567\n')).toEqual({
      headers: ['phone'],
      rows: [
        { rowNumber: 2, cells: ['+14155550123'] },
        { rowNumber: 3, cells: ['+34911234567'] },
      ],
    });
  });

  it('guesses the delimiter when reading in batches too', async () => {
    const table = await parseCsvInBatches('nombre;precio\nAda;0,5\n', { batch: 1 });
    expect(table.rows[0]?.cells).toEqual(['Ada', '0,5']);
  });

  it('gives an empty table for an empty or blank file', () => {
    expect(parseCsv('')).toEqual({ headers: [], rows: [] });
    expect(parseCsv('\n\r\n  \n')).toEqual({ headers: [], rows: [] });
  });

  it('reads only a header as a table without rows', () => {
    expect(parseCsv('name,phone\n')).toEqual({ headers: ['name', 'phone'], rows: [] });
  });
});

describe('parseCsvInBatches', () => {
  const big = (count: number) => {
    const lines = ['name,phone,notes'];
    for (let index = 0; index < count; index += 1) {
      lines.push(
        `Person ${String(index)},+1415555${String(index).padStart(4, '0')},"note, ${String(index)}"`,
      );
    }
    return lines.join('\r\n');
  };

  it('gives the same table as parseCsv', async () => {
    const text = 'name,notes\n"A, B","x\ny"\n\nC,d\n';
    await expect(parseCsvInBatches(text, { batch: 1 })).resolves.toEqual(parseCsv(text));
  });

  it('reads 50,000 rows, yielding to the event loop between batches', async () => {
    const progress: number[] = [];
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 0);
    const table = await parseCsvInBatches(big(50_000), {
      batch: 5000,
      onProgress: (records) => progress.push(records),
    });
    clearInterval(timer);
    expect(table.rows).toHaveLength(50_000);
    expect(table.rows[49_999]).toEqual({
      rowNumber: 50_001,
      cells: ['Person 49999', '+141555549999', 'note, 49999'],
    });
    expect(progress.slice(0, 3)).toEqual([5000, 10_000, 15_000]);
    // Other work (here a timer) ran while the file was read.
    expect(ticks).toBeGreaterThan(0);
  });
});
