import createQueryClient from 'openapi-react-query';
import { createApiClients } from '@/api/client';

export interface FakeNetwork {
  requests: Request[];
  respond: (request: Request) => Response;
}

/** `@/api/queries` as the app has it, the real typed client over `network`: for `vi.mock`. */
export function queriesOver(network: FakeNetwork) {
  const { api } = createApiClients({
    baseUrl: 'http://api.test',
    fetch: (request) => {
      network.requests.push(request);
      return Promise.resolve(network.respond(request));
    },
    onUnauthorized: () => undefined,
  });
  return { $api: createQueryClient(api) };
}
