import type * as Client from '@/api/client';

export interface FakeNetwork {
  requests: Request[];
  respond: (request: Request) => Response;
}

/**
 * `@/api/client` as the app has it, its clients over `network` (and so `$api`, which is built on
 * them): `vi.mock('@/api/client', async (original) => clientsOver(network, await original()))`.
 */
export function clientsOver(network: FakeNetwork, actual: typeof Client): typeof Client {
  const clients = actual.createApiClients({
    baseUrl: 'http://api.test',
    fetch: (request) => {
      network.requests.push(request);
      return Promise.resolve(network.respond(request));
    },
    onUnauthorized: () => undefined,
  });
  return { ...actual, ...clients };
}
