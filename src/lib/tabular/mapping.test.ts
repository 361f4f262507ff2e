import { describe, expect, it } from 'vitest';
import { autoMap, carryMapping, normalizeTitle, unmappedRequired } from './mapping';
import type { ImportField } from './types';

const fields: ImportField[] = [
  { name: 'firstName', label: 'First name', required: true },
  { name: 'phone', label: 'Phone number', required: true, aliases: ['Mobile', 'Teléfono'] },
  { name: 'email', label: 'Email' },
];

describe('normalizeTitle', () => {
  it('ignores case, spaces, punctuation, accents and a duplicate suffix', () => {
    expect(normalizeTitle(' First_Name ')).toBe('firstname');
    expect(normalizeTitle('E-mail.')).toBe('email');
    expect(normalizeTitle('Teléfono')).toBe('telefono');
    expect(normalizeTitle('Phone (2)')).toBe('phone');
  });
});

describe('autoMap', () => {
  it('matches columns by the field name, label or alias, whatever the case and spacing', () => {
    expect(autoMap(['EMAIL', 'first name', 'mobile'], fields)).toEqual({ firstName: 1, phone: 2, email: 0 });
    expect(autoMap(['firstname', 'PhoneNumber'], fields)).toEqual({ firstName: 0, phone: 1, email: null });
    expect(autoMap(['Nombre', 'teléfono'], fields)).toEqual({ firstName: null, phone: 1, email: null });
  });

  it('uses the first of duplicate columns and never one column twice', () => {
    const twice: ImportField[] = [
      { name: 'a', label: 'Phone' },
      { name: 'b', label: 'Phone' },
    ];
    expect(autoMap(['Phone', 'Phone (2)'], twice)).toEqual({ a: 0, b: 1 });
    expect(autoMap(['Phone'], twice)).toEqual({ a: 0, b: null });
  });
});

describe('unmappedRequired', () => {
  it('lists the required fields without a column', () => {
    expect(unmappedRequired(fields, { firstName: 0, phone: null, email: null }).map((f) => f.name)).toEqual([
      'phone',
    ]);
    expect(unmappedRequired(fields, {})).toHaveLength(2);
  });
});

describe('carryMapping', () => {
  it('keeps a choice made by hand when the next file has the same column', () => {
    // The person mapped "Nombre" to firstName by hand; the new file has it at another position.
    const previous = { firstName: 0, phone: 1, email: null };
    const next = carryMapping(previous, ['Nombre', 'Mobile'], ['Mobile', 'Email', 'Nombre'], fields);
    expect(next).toEqual({ firstName: 2, phone: 0, email: null });
  });

  it('falls back to matching by title when the column is gone', () => {
    const next = carryMapping(
      { firstName: 0, phone: 1, email: null },
      ['Nombre', 'Cell'],
      ['first name', 'phone'],
      fields,
    );
    expect(next).toEqual({ firstName: 0, phone: 1, email: null });
  });
});
