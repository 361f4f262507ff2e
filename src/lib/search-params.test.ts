import { describe, expect, it } from 'vitest';
import { optionalId } from './search-params';

describe('optionalId', () => {
  it('keeps an id-looking value', () => {
    expect(optionalId({ agentId: '6650a1f2c3d4e5f6bbbb0001' }, 'agentId')).toEqual({
      agentId: '6650a1f2c3d4e5f6bbbb0001',
    });
    expect(optionalId({ id: 42 }, 'id')).toEqual({ id: '42' });
  });

  it.each([undefined, '', '../etc', '<script>', { a: 1 }, 'x'.repeat(65)])('drops %j', (value) => {
    expect(optionalId({ agentId: value }, 'agentId')).toEqual({});
  });
});
