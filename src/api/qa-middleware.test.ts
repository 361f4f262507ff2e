import { describe, expect, it, vi } from 'vitest';
import { writeQaSettings } from '@/lib/qa-settings';
import { createApiClients } from './client';

function clientWith(mockMode: boolean) {
  const requests: Request[] = [];
  const fetch = vi.fn((request: Request) => {
    requests.push(request);
    return Promise.resolve(new Response('{"data":[]}', { headers: { 'Content-Type': 'application/json' } }));
  });
  const { api } = createApiClients({ baseUrl: 'http://api.test', fetch, mockMode, onUnauthorized: vi.fn() });
  return { api, requests };
}

describe('QA mode against the mock', () => {
  it('asks for the plain examples by default', async () => {
    const { api, requests } = clientWith(true);
    await api.GET('/notification/');
    expect(requests[0]?.headers.has('Prefer')).toBe(false);
  });

  it('asks for random data or an error status as chosen', async () => {
    const { api, requests } = clientWith(true);
    writeQaSettings({ mode: 'dynamic', status: 500, latencyMs: 0 });
    await api.GET('/notification/');
    writeQaSettings({ mode: 'error', status: 404, latencyMs: 0 });
    await api.GET('/notification/');
    expect(requests.map((request) => request.headers.get('Prefer'))).toEqual(['dynamic=true', 'code=404']);
  });

  it('waits the chosen latency before the request', async () => {
    vi.useFakeTimers();
    const { api, requests } = clientWith(true);
    writeQaSettings({ mode: 'examples', status: 500, latencyMs: 1000 });
    const pending = api.GET('/notification/');
    await vi.advanceTimersByTimeAsync(999);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(requests).toHaveLength(1);
    vi.useRealTimers();
  });

  it('does nothing against a real backend', async () => {
    const { api, requests } = clientWith(false);
    writeQaSettings({ mode: 'error', status: 500, latencyMs: 0 });
    await api.GET('/notification/');
    expect(requests[0]?.headers.has('Prefer')).toBe(false);
  });
});
