import { describe, expect, it } from 'vitest';
import { headersToMap, isEmptyHeaderRow, mapToHeaderRows, withJsonContentType } from './headers';

describe('withJsonContentType', () => {
  it.each(['POST', 'PUT', 'PATCH'] as const)(
    'adds Content-Type: application/json for %s when missing',
    (method) => {
      expect(withJsonContentType([{ name: 'Accept', value: 'application/json' }], method)).toEqual([
        { name: 'Accept', value: 'application/json' },
        { name: 'Content-Type', value: 'application/json' },
      ]);
    },
  );

  it.each(['GET', 'DELETE', undefined] as const)('adds nothing for %s', (method) => {
    expect(withJsonContentType([], method)).toEqual([]);
  });

  it('keeps a Content-Type row already there, whatever its case or value', () => {
    const rows = [{ name: ' content-type ', value: 'text/plain' }];
    expect(withJsonContentType(rows, 'POST')).toEqual(rows);
  });
});

describe('headersToMap', () => {
  it('drops rows with an empty name or value and trims the rest', () => {
    expect(
      headersToMap([
        { name: ' Authorization ', value: ' Bearer abc ' },
        { name: 'X-API-Key', value: '' },
        { name: ' ', value: 'orphan' },
        {},
      ]),
    ).toEqual({ Authorization: 'Bearer abc' });
  });
});

describe('mapToHeaderRows', () => {
  it('turns the map into rows, in order', () => {
    expect(mapToHeaderRows({ Accept: 'application/json', 'X-Request-ID': '42' })).toEqual([
      { name: 'Accept', value: 'application/json' },
      { name: 'X-Request-ID', value: '42' },
    ]);
    expect(mapToHeaderRows(undefined)).toEqual([]);
  });
});

describe('isEmptyHeaderRow', () => {
  it('is true only without a name and a value', () => {
    expect(isEmptyHeaderRow({})).toBe(true);
    expect(isEmptyHeaderRow({ name: ' ', value: '' })).toBe(true);
    expect(isEmptyHeaderRow({ name: 'Accept' })).toBe(false);
    expect(isEmptyHeaderRow({ value: 'x' })).toBe(false);
  });
});
