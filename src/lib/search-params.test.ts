import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { optionalId, withKeys } from './search-params';

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

describe('validated search in the router', () => {
  // TanStack Router merges the validated search over the raw one; a key a validator drops must
  // come back as undefined, not as the raw value (here a JSON array where an id belongs).
  async function searchOf(url: string, validate: (search: Record<string, unknown>) => object) {
    const root = createRootRoute();
    const screen = createRoute({ getParentRoute: () => root, path: '/', validateSearch: validate });
    const router = createRouter({
      routeTree: root.addChildren([screen]),
      history: createMemoryHistory({ initialEntries: [url] }),
    });
    await router.load();
    return router.state.matches.at(-1)?.search as Record<string, unknown>;
  }

  it('drops a malformed id instead of passing the raw value through', async () => {
    const search = await searchOf('/?agentId=%5B%22x%22%5D', (raw) => optionalId(raw, 'agentId'));
    expect(search['agentId']).toBeUndefined();
  });

  it('keeps a good id', async () => {
    const search = await searchOf('/?agentId=6650a1f2c3d4e5f6bbbb0001', (raw) => optionalId(raw, 'agentId'));
    expect(search['agentId']).toBe('6650a1f2c3d4e5f6bbbb0001');
  });

  it('withKeys blanks every known key the validator left out', async () => {
    const search = await searchOf('/?view=%3Cb%3E&date=2026-11-21', (raw) =>
      withKeys(['view', 'date'], raw['date'] === '2026-11-21' ? { date: '2026-11-21' } : {}),
    );
    expect(search).toMatchObject({ date: '2026-11-21' });
    expect(search['view']).toBeUndefined();
  });
});
