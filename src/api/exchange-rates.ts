import createClient, { type Client } from 'openapi-fetch';
import createQueryClient from 'openapi-react-query';
import { env } from '@/config/env';
import type { components, paths } from './exchange-rates.gen';

/**
 * The exchange-rate service (`openapi/providers/exchange-rates.yaml`): the latest rates against
 * the US dollar, to show amounts in the user's currency. A client of its own, without the
 * console's middleware: the service is another party and never gets the user's token.
 */
export type LatestRates = components['schemas']['LatestRates'];
export type ExchangeRatesClient = Client<paths>;

/** A service that does not answer within this time counts as unreachable (the console falls back). */
export const EXCHANGE_RATES_TIMEOUT_MS = 4000;

export function createExchangeRatesClient(
  baseUrl: string = env.exchangeRatesUrl,
  timeoutMs: number = EXCHANGE_RATES_TIMEOUT_MS,
): ExchangeRatesClient {
  return createClient<paths>({
    baseUrl,
    // Look fetch up at call time so that tests can wrap the global one.
    fetch: (request: Request) =>
      globalThis.fetch(
        new Request(request, { signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]) }),
      ),
  });
}

export const exchangeRates = createExchangeRatesClient();
/** TanStack Query bindings of the service (`$fx.queryOptions('get', '/latest/{base}', ...)`). */
export const $fx = createQueryClient(exchangeRates);

/** Query options of the USD rates: refreshed by the service once a day, so fetched rarely. */
export const usdRatesQuery = () =>
  $fx.queryOptions(
    'get',
    '/latest/{base}',
    { params: { path: { base: 'USD' } } },
    { staleTime: 60 * 60 * 1000, retry: 1, retryDelay: 500 },
  );
