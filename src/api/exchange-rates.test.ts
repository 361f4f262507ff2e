import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExchangeRatesClient } from './exchange-rates';

afterEach(() => vi.unstubAllGlobals());

describe('exchange-rates client', () => {
  it('asks the configured service for the USD rates without the user token', async () => {
    localStorage.setItem('token', 'secret-token');
    const seen: Request[] = [];
    vi.stubGlobal('fetch', (request: Request) => {
      seen.push(request);
      return Promise.resolve(
        Response.json({
          result: 'success',
          base_code: 'USD',
          time_last_update_utc: 'x',
          rates: { EUR: 0.9 },
        }),
      );
    });
    const client = createExchangeRatesClient('http://127.0.0.1:4012');
    const { data } = await client.GET('/latest/{base}', { params: { path: { base: 'USD' } } });
    expect(data?.rates['EUR']).toBe(0.9);
    expect(seen[0]?.url).toBe('http://127.0.0.1:4012/latest/USD');
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('gives up when the service does not answer in time', async () => {
    vi.stubGlobal(
      'fetch',
      (request: Request) =>
        new Promise((_, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason as Error));
        }),
    );
    const client = createExchangeRatesClient('http://127.0.0.1:4012', 20);
    await expect(client.GET('/latest/{base}', { params: { path: { base: 'USD' } } })).rejects.toThrow();
  });
});
