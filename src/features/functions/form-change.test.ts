import { describe, expect, it } from 'vitest';
import { applyFormChange } from './form-change';
import { newFunctionFormData, readFormData, withTypeDefaults } from './function-form-data';

const JSON_HEADER = { name: 'Content-Type', value: 'application/json' };

describe('applyFormChange', () => {
  it('gives a calendar type its default time zone', () => {
    expect(applyFormChange({ type: 0 }, { type: 1 })).toEqual({ type: 1, time_zone: 'America/Los_Angeles' });
    expect(applyFormChange({ type: 0 }, { type: 2, time_zone: 'UTC' })).toEqual({
      type: 2,
      time_zone: 'UTC',
    });
  });

  it('gives a custom function POST, 5000 ms and the JSON Content-Type row', () => {
    expect(applyFormChange({ type: 3 }, { type: 4, name: 'x' })).toEqual({
      type: 4,
      name: 'x',
      http_method: 'POST',
      timeout: 5000,
      headers: [JSON_HEADER],
      parameters: [],
    });
  });

  it.each(['POST', 'PUT', 'PATCH'] as const)('adds the Content-Type row when %s is chosen', (method) => {
    const previous = {
      type: 4 as const,
      http_method: 'GET' as const,
      headers: [{ name: 'Accept', value: '*/*' }],
    };
    expect(applyFormChange(previous, { ...previous, http_method: method }).headers).toEqual([
      { name: 'Accept', value: '*/*' },
      JSON_HEADER,
    ]);
  });

  it('does not add it again, nor for GET, nor when another field changes', () => {
    const post = { type: 4 as const, http_method: 'POST' as const, headers: [JSON_HEADER] };
    expect(applyFormChange({ ...post, http_method: 'PUT' }, post).headers).toEqual([JSON_HEADER]);
    const get = { type: 4 as const, http_method: 'GET' as const, headers: [] };
    expect(applyFormChange({ ...get, http_method: 'POST' }, get).headers).toEqual([]);
    // The user removed the row while POST stays chosen: it is not forced back while typing.
    expect(applyFormChange({ ...post, name: 'a' }, { ...post, headers: [] }).headers).toEqual([]);
  });
});

describe('readFormData', () => {
  it('keeps known fields of the right kind only', () => {
    expect(
      readFormData({
        type: 4,
        name: 'n',
        timeout: '5000',
        http_method: 'TRACE',
        headers: [{ name: 'Accept', value: 3 }, 'x'],
        parameters: [{ name: 'p', type: 'date', required: 'yes' }],
        extra: true,
      }),
    ).toEqual({ type: 4, name: 'n', headers: [{ name: 'Accept' }, {}], parameters: [{ name: 'p' }] });
  });

  it('falls back to End Call for anything else', () => {
    expect(readFormData(null)).toEqual({ type: 0 });
    expect(readFormData({ type: 9 })).toEqual({ type: 0 });
  });
});

describe('withTypeDefaults', () => {
  it('leaves End Call and Transfer Call alone, and what is filled in', () => {
    expect(withTypeDefaults({ type: 3 })).toEqual({ type: 3 });
    expect(withTypeDefaults({ type: 4, timeout: 8000, http_method: 'GET' })).toMatchObject({
      timeout: 8000,
      http_method: 'GET',
    });
    expect(newFunctionFormData()).toEqual({ type: 0 });
  });
});
