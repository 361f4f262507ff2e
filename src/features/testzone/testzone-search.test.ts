import { describe, expect, it } from 'vitest';
import { isFiltered, testzoneSearch } from './testzone-search';

describe('testzoneSearch', () => {
  it('keeps an agent id and a known status', () => {
    expect(testzoneSearch({ agentId: '6650a1f2c3d4e5f6bbbb0001', status: 'running' })).toEqual({
      agentId: '6650a1f2c3d4e5f6bbbb0001',
      status: 'running',
    });
  });

  it('drops what is not an id or a status, keeping every key so the raw value cannot leak through', () => {
    const search = testzoneSearch({ agentId: ['a', 'b'], status: 'finished', other: 'x' });
    expect(search).toEqual({ agentId: undefined, status: undefined });
    expect(Object.keys(search).sort()).toEqual(['agentId', 'status']);
    expect(testzoneSearch({ agentId: '<script>' }).agentId).toBeUndefined();
  });

  it('says whether a filter is set', () => {
    expect(isFiltered(testzoneSearch({}))).toBe(false);
    expect(isFiltered(testzoneSearch({ status: 'draft' }))).toBe(true);
  });
});
