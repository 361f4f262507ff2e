import { afterEach, describe, expect, it, vi } from 'vitest';
import { MockControlError, readMockStatus, resetMockData } from './mock-control';
import { json } from '@/test/responses';

function stubFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn((url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(answer());
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the mock control calls', () => {
  it('reset the data with a POST to {apiBaseUrl}/__mock/reset and give its message', async () => {
    const calls = stubFetch(() => json(200, { message: 'Seed data restored' }));
    await expect(resetMockData()).resolves.toBe('Seed data restored');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/__mock/reset');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(new Headers(calls[0]?.init.headers).has('X-Mock-Scope')).toBe(false);
  });

  it("name the scope and take another base, such as a test's", async () => {
    const calls = stubFetch(() => json(200, { message: 'ok' }));
    await resetMockData({ scope: 'e2e-42', baseUrl: 'http://127.0.0.1:4110/' });
    expect(calls[0]?.url).toBe('http://127.0.0.1:4110/__mock/reset');
    expect(new Headers(calls[0]?.init.headers).get('X-Mock-Scope')).toBe('e2e-42');
  });

  it('read the status with a GET to {apiBaseUrl}/__mock/status', async () => {
    const calls = stubFetch(() =>
      json(200, { defaultState: 'remember', collections: { agents: 4, notifications: 5, odd: 'x' } }),
    );
    await expect(readMockStatus()).resolves.toEqual({
      defaultState: 'remember',
      collections: { agents: 4, notifications: 5 },
    });
    expect(calls[0]?.url).toBe('/api/__mock/status');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it("fail with the mock's message, the status, or the network's error", async () => {
    stubFetch(() => json(500, { message: 'Seed file missing' }));
    await expect(resetMockData()).rejects.toEqual(new MockControlError('Seed file missing', 500));
    stubFetch(() => new Response('Not Found', { status: 404 }));
    const notFound = await resetMockData().catch((error: unknown) => error);
    expect(notFound).toBeInstanceOf(MockControlError);
    expect(notFound).toMatchObject({ status: 404, message: 'POST /__mock/reset: HTTP 404' });
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(resetMockData()).rejects.toMatchObject({ status: null, message: 'Failed to fetch' });
  });

  it('refuse a status answer of another shape', async () => {
    stubFetch(() => json(200, { defaultState: 'forget', collections: {} }));
    await expect(readMockStatus()).rejects.toBeInstanceOf(MockControlError);
  });
});
