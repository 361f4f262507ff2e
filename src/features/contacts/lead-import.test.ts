import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ImportBatch } from '@/components/data-import';
import { autoMap, checkTable, type Table } from '@/lib/tabular';
import { groupImportBody, importResult, leadImportFields, splitTags, targetReady } from './lead-import';

const t = ((key: string) => key) as unknown as TFunction;
const fields = leadImportFields(t);

const table = (headers: string[], rows: string[][]): Table => ({
  headers,
  rows: rows.map((cells, index) => ({ rowNumber: index + 2, cells })),
});

describe('lead import mapping', () => {
  it('matches the usual spreadsheet titles to contact fields', () => {
    const mapping = autoMap(
      ['First Name', 'Surname', 'Mobile', 'E-mail', 'Business', 'Comments', 'Labels'],
      fields,
    );
    expect(mapping).toEqual({ firstName: 0, lastName: 1, phone: 2, email: 3, company: 4, notes: 5, tags: 6 });
  });

  it('leaves a field without a matching column unmapped', () => {
    const mapping = autoMap(['Name', 'Phone number'], fields);
    expect(mapping).toMatchObject({ firstName: 0, phone: 1, email: null, lastName: null });
  });
});

describe('lead import validation', () => {
  const check = (rows: string[][]) =>
    checkTable(
      table(['First name', 'Phone', 'Email'], rows),
      fields,
      autoMap(['First name', 'Phone', 'Email'], fields),
    );

  it('accepts numbers of the international pattern: optional plus, first digit 1-9, 2 to 15 digits', () => {
    const result = check([
      ['Jordan', '+14155550198', ''],
      ['Aisha', '14155550176', 'aisha@example.com'],
      ['Tom', '12', ''],
      ['Max', '+123456789012345', ''],
    ]);
    expect(result.bad).toEqual([]);
    expect(result.good).toHaveLength(4);
  });

  it('refuses a phone that breaks the pattern, with the spec message, and keeps the row number', () => {
    const result = check([
      ['Jordan', '+14155550198', ''],
      ['Lucía', '555-0199', ''],
      ['Ethan', '+04155550109', ''],
      ['Long', '+1234567890123456', ''],
      ['One', '1', ''],
    ]);
    expect(result.good.map((row) => row.values.firstName)).toEqual(['Jordan']);
    expect(result.bad.map((row) => row.rowNumber)).toEqual([3, 4, 5, 6]);
    for (const row of result.bad)
      expect(row.issues).toEqual([{ field: 'phone', kind: 'invalid', message: 'contacts.validation.phone' }]);
  });

  it('reports a missing first name or phone as required, and a bad e-mail', () => {
    const result = check([
      ['', '+14155550198', ''],
      ['Aisha', '', ''],
      ['Tom', '+16505550143', 'not-an-email'],
    ]);
    expect(result.bad.map((row) => row.issues)).toEqual([
      [{ field: 'firstName', kind: 'required' }],
      [{ field: 'phone', kind: 'required' }],
      [{ field: 'email', kind: 'invalid', message: 'contacts.validation.email' }],
    ]);
  });

  it('splits tags and refuses more than 20 or one too long', () => {
    expect(splitTags('recall; cleaning, vip |')).toEqual(['recall', 'cleaning', 'vip']);
    const tags = fields.find((field) => field.name === 'tags');
    expect(tags?.validate?.('a,b', {})).toBeUndefined();
    expect(tags?.validate?.(Array.from({ length: 21 }, (_, i) => `t${i}`).join(','), {})).toBe(
      'contacts.validation.tooManyTags',
    );
    expect(tags?.validate?.('x'.repeat(41), {})).toBe('contacts.validation.tag');
  });
});

describe('groups import request', () => {
  const batch = {
    rows: [{ firstName: 'Jordan', phone: '+14155550198', email: '' }],
    csv: new Blob(['firstName,phone,email\r\nJordan,+14155550198,\r\n'], { type: 'text/csv' }),
    fileName: 'leads.csv',
    file: new File(['x'], 'leads.csv'),
    columns: { firstName: 'First name', phone: 'Mobile', email: null },
    refused: [],
    originalRow: (line: number) => line,
  } as unknown as ImportBatch;

  it('sends the good rows as CSV into a new group, the mapping naming the fields sent', async () => {
    const body = groupImportBody(batch, { kind: 'new', name: '  Recall  ' });
    expect(body.name).toBe('Recall');
    expect(body.groupId).toBeUndefined();
    expect(JSON.parse(body.mapping ?? '{}')).toEqual({ firstName: 'firstName', phone: 'phone' });
    expect(await body.file.text()).toContain('Jordan,+14155550198');
  });

  it('sends the id of an existing group instead of a name', () => {
    const body = groupImportBody(batch, { kind: 'existing', groupId: '6650a1f2c3d4e5f644440001' });
    expect(body.groupId).toBe('6650a1f2c3d4e5f644440001');
    expect(body.name).toBeUndefined();
  });

  it('needs a group name or a chosen group', () => {
    expect(targetReady({ kind: 'new', name: ' ' })).toBe(false);
    expect(targetReady({ kind: 'existing', groupId: '' })).toBe(false);
    expect(targetReady({ kind: 'new', name: 'VIP' })).toBe(true);
  });

  it('turns the server result into the summary', () => {
    const group = {
      id: '6650a1f2c3d4e5f644440004',
      name: 'VIP',
      description: '',
      leads: [],
      leadsCount: 4,
      createdAt: '2026-11-20T19:24:03Z',
      updatedAt: '2026-11-20T19:24:03Z',
    };
    expect(
      importResult({
        message: 'Imported 4 contacts, skipped 1 row',
        data: { group, imported: 4, skipped: 1, errors: [{ row: 3, message: 'Duplicate phone' }] },
      }),
    ).toEqual({
      message: 'Imported 4 contacts, skipped 1 row',
      kept: 4,
      refused: 1,
      issues: [{ row: 3, message: 'Duplicate phone' }],
    });
  });
});
