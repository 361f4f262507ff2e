import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import type { ImportField } from './types';
import { checkTable } from './validate';

// The spec's international pattern: optional plus, first digit 1-9, 2 to 15 digits in total.
const phonePattern = /^\+?[1-9]\d{1,14}$/;
const fields: ImportField[] = [
  { name: 'firstName', label: 'First name', required: true },
  {
    name: 'phone',
    label: 'Phone',
    required: true,
    validate: (value) => (phonePattern.test(value) ? undefined : 'Please enter a valid phone number'),
  },
  { name: 'email', label: 'Email', validate: (value) => (value.includes('@') ? undefined : 'Not an email') },
];

describe('checkTable', () => {
  const table = parseCsv(
    [
      'First name,Phone,Email,Extra',
      'Ada,+14155550123,ada@example.com,x',
      'Bob,0123,,y',
      ',+34911234567,nope',
      '',
      'Grace,442071234567,,',
    ].join('\n'),
  );
  const mapping = { firstName: 0, phone: 1, email: 2 };

  it('keeps the good rows and reports each bad one with its row number and issues', () => {
    const result = checkTable(table, fields, mapping);
    expect(result.good.map((row) => row.values)).toEqual([
      { firstName: 'Ada', phone: '+14155550123', email: 'ada@example.com' },
      { firstName: 'Grace', phone: '442071234567', email: '' },
    ]);
    expect(result.good.map((row) => row.rowNumber)).toEqual([2, 6]);
    expect(result.bad).toEqual([
      {
        rowNumber: 3,
        values: { firstName: 'Bob', phone: '0123', email: '' },
        issues: [{ field: 'phone', kind: 'invalid', message: 'Please enter a valid phone number' }],
      },
      {
        rowNumber: 4,
        values: { firstName: '', phone: '+34911234567', email: 'nope' },
        issues: [
          { field: 'firstName', kind: 'required' },
          { field: 'email', kind: 'invalid', message: 'Not an email' },
        ],
      },
    ]);
    expect(result.all.map((row) => row.rowNumber)).toEqual([2, 3, 4, 6]);
  });

  it('reports a required field without a column on every row, and ignores unmapped optional ones', () => {
    const result = checkTable(table, fields, { firstName: 0, phone: null, email: null });
    expect(result.good).toHaveLength(0);
    expect(result.bad[0]?.issues).toEqual([{ field: 'phone', kind: 'required' }]);
  });

  it('passes the whole row to validate, for checks across fields', () => {
    const cross: ImportField[] = [
      { name: 'min', label: 'Min' },
      {
        name: 'max',
        label: 'Max',
        validate: (value, row) => (Number(value) < Number(row.min) ? 'below min' : undefined),
      },
    ];
    const result = checkTable(parseCsv('min,max\n1,2\n5,3\n'), cross, { min: 0, max: 1 });
    expect(result.bad.map((row) => row.rowNumber)).toEqual([3]);
  });
});
