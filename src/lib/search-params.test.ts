import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  redirect,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { optionalId, parseSearch, stringifySearch, withKeys } from './search-params';

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

describe('the address search serializer', () => {
  it.each([
    '?agentId=7',
    '?agentId=6650a1f2c3d4e5f6bbbb0001&page=2&size=50',
    '?flag=true&none=null&zero=0&neg=-1&float=1.50&exp=1e3',
    '?q=%227%22',
    '?q=%5B1%2C2%5D&o=%7B%22a%22%3A1%7D',
    '?q=Jos%C3%A9%20Garc%C3%ADa',
    '?phone=%2B14155550100',
    '?next=%2Fcalls%3FagentId%3D7',
    '?a=1&a=2',
    '?empty=',
  ])('writes %s back exactly as it was read', (address) => {
    expect(stringifySearch(parseSearch(address))).toBe(address);
  });

  it('reads every value as the text typed, never as a number, boolean or JSON', () => {
    expect(parseSearch('?agentId=7&flag=true&none=null&q=%227%22&list=%5B1%5D')).toEqual({
      agentId: '7',
      flag: 'true',
      none: 'null',
      q: '"7"',
      list: '[1]',
    });
  });

  it('keeps a typed plus, a stray percent sign and a repeated key', () => {
    expect(parseSearch('?phone=+14155550100')).toEqual({ phone: '+14155550100' });
    expect(stringifySearch(parseSearch('?phone=+14155550100'))).toBe('?phone=%2B14155550100');
    expect(parseSearch('?q=100%&r=%E0%A4%A')).toEqual({ q: '100%', r: '%E0%A4%A' });
    expect(parseSearch('?a=1&a=2&a=3')).toEqual({ a: ['1', '2', '3'] });
    expect(parseSearch('?flag')).toEqual({ flag: '' });
    expect(parseSearch('')).toEqual({});
  });

  it('gives no key a way into the prototype', () => {
    const search = parseSearch('?__proto__=x&__proto__=y&constructor=z');
    expect(Object.getPrototypeOf(search)).toBeNull();
    expect(search['__proto__']).toEqual(['x', 'y']);
    expect(({} as Record<string, unknown>)['x']).toBeUndefined();
  });

  it('writes numbers and booleans as plain text and leaves out what is not set', () => {
    expect(stringifySearch({ page: 2, size: 50, open: true, gone: undefined, none: null })).toBe(
      '?page=2&size=50&open=true',
    );
    expect(stringifySearch({ agentId: '7' })).toBe('?agentId=7');
    expect(stringifySearch({})).toBe('');
  });
});

describe('addresses through the router', () => {
  function app(url: string, signedIn: boolean) {
    const root = createRootRoute();
    const login = createRoute({
      getParentRoute: () => root,
      path: '/login',
      validateSearch: (raw: Record<string, unknown>) => ({
        next: typeof raw['next'] === 'string' ? raw['next'] : undefined,
      }),
    });
    const calls = createRoute({
      getParentRoute: () => root,
      path: '/calls',
      validateSearch: (raw: Record<string, unknown>) => ({
        ...optionalId(raw, 'agentId'),
        // From the address a text; from a navigation in the app, the number itself.
        version: /^\d+$/.test(String(raw['version'])) ? Number(raw['version']) : undefined,
      }),
      beforeLoad: ({ location }) => {
        if (!signedIn) throw redirect({ to: '/login', search: { next: location.href } });
      },
    });
    return createRouter({
      routeTree: root.addChildren([login, calls]),
      history: createMemoryHistory({ initialEntries: [url] }),
      parseSearch,
      stringifySearch,
    });
  }

  it('keeps next exactly as typed when the guard sends a visitor to sign in', async () => {
    const router = app('/calls?agentId=7', false);
    await router.load();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.searchStr).toBe('?next=%2Fcalls%3FagentId%3D7');
    expect(router.state.location.search).toEqual({ next: '/calls?agentId=7' });
  });

  it('shows the screen at the address typed, its numbers read from text', async () => {
    const router = app('/calls?agentId=7&version=2', true);
    await router.load();
    expect(router.state.location.href).toBe('/calls?agentId=7&version=2');
    expect(router.state.matches.at(-1)?.search).toMatchObject({ agentId: '7', version: 2 });
    await router.navigate({ to: '/calls', search: { agentId: '42', version: 3 } });
    expect(router.state.location.href).toBe('/calls?agentId=42&version=3');
  });
});
