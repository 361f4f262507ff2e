import createClient, { type Client } from 'openapi-fetch';
import createQueryClient from 'openapi-react-query';
import { env } from '@/config/env';
import type { components, paths } from './exchange-rates.gen';

// A client of its own, without the console's middleware: the service is another party, never given the token.
export type LatestRates = components['schemas']['LatestRates'];
export type ExchangeRatesClient = Client<paths>;

export const EXCHANGE_RATES_TIMEOUT_MS = 4000;

export function createExchangeRatesClient(
  baseUrl: string = env.exchangeRatesUrl,
  timeoutMs: number = EXCHANGE_RATES_TIMEOUT_MS,
): ExchangeRatesClient {
  return createClient<paths>({
    baseUrl,
    // Look fetch up at call time so that tests can wrap the global one.
    fetch: (request: Request) => {
      // A timer rather than AbortSignal.timeout, which no test clock (Playwright's, Vitest's) moves.
      // Left running once the answer came, as the signal was: it still bounds reading the body.
      const timeout = new AbortController();
      setTimeout(() => timeout.abort(new DOMException('No answer in time', 'TimeoutError')), timeoutMs);
      return globalThis.fetch(
        new Request(request, { signal: AbortSignal.any([request.signal, timeout.signal]) }),
      );
    },
  });
}

export const exchangeRates = createExchangeRatesClient();
export const $fx = createQueryClient(exchangeRates);

// The service refreshes once a day, so the rates are fetched rarely.
export const usdRatesQuery = () =>
  $fx.queryOptions(
    'get',
    '/latest/{base}',
    { params: { path: { base: 'USD' } } },
    { staleTime: 60 * 60 * 1000, retry: 1, retryDelay: 500 },
  );
