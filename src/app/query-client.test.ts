import { onlineManager } from '@tanstack/react-query';
import createTypedQueries from 'openapi-react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClients } from '@/api/client';
import { withErrorStatus } from '@/api/error-status';
import { createQueryClient } from './query-client';
import { json } from '@/test/responses';

function setup(answers: (() => Response)[], mockMode = false) {
  let calls = 0;
  const fetch = vi.fn(() => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    return answer ? Promise.resolve(answer()) : Promise.reject(new Error('no answer'));
  });
  const { api } = createApiClients({
    baseUrl: 'http://api.test',
    fetch,
    mockMode,
    onUnauthorized: vi.fn(),
  });
  const typed = withErrorStatus(api);
  return { api: typed, $api: createTypedQueries(typed), queryClient: createQueryClient(), fetch };
}

const notifications = { data: [], total: 0, unreadCount: 0 };

describe('the query client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads once more, after a pause, when the server fails, and shows what the second try brought', async () => {
    const { $api, queryClient, fetch } = setup([
      () => json(503, { message: 'Service unavailable' }),
      () => json(200, notifications),
    ]);
    const read = queryClient.query($api.queryOptions('get', '/notification/'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(read).resolves.toEqual(notifications);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after that one retry, with the server message', async () => {
    const { $api, queryClient, fetch } = setup([() => json(500, { message: 'Database unavailable' })]);
    const read = queryClient.query($api.queryOptions('get', '/notification/'));
    const settled = expect(read).rejects.toEqual({ message: 'Database unavailable' });
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries a server failure whose body was a proxy page or empty', async () => {
    const { $api, queryClient, fetch } = setup([
      () =>
        new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      () => json(200, notifications),
    ]);
    const read = queryClient.query($api.queryOptions('get', '/notification/'));
    await vi.advanceTimersByTimeAsync(1000);
    await expect(read).resolves.toEqual(notifications);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("shows at once a failure the QA panel's error mode asked the mock for", async () => {
    localStorage.setItem('qaMode', JSON.stringify({ mode: 'error', status: 500, latencyMs: 0 }));
    try {
      const { $api, queryClient, fetch } = setup(
        [() => json(500, { message: 'Database unavailable' })],
        true,
      );
      const read = queryClient.query($api.queryOptions('get', '/notification/'));
      const settled = expect(read).rejects.toEqual({ message: 'Database unavailable' });
      await vi.advanceTimersByTimeAsync(0);
      await settled;
      expect(fetch).toHaveBeenCalledTimes(1);
      expect((fetch.mock.calls[0] as unknown as [Request])[0].headers.get('Prefer')).toBe('code=500');
    } finally {
      localStorage.removeItem('qaMode');
    }
  });

  it('still retries a server failure in the mock when the QA panel asked for none', async () => {
    const { $api, queryClient, fetch } = setup(
      [() => json(500, { message: 'Database unavailable' }), () => json(200, notifications)],
      true,
    );
    const read = queryClient.query($api.queryOptions('get', '/notification/'));
    await vi.advanceTimersByTimeAsync(1000);
    await expect(read).resolves.toEqual(notifications);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not ask again after a refusal (4xx)', async () => {
    const { $api, queryClient, fetch } = setup([() => json(404, { message: 'Not found' })]);
    const read = queryClient.query($api.queryOptions('get', '/notification/'));
    const settled = expect(read).rejects.toEqual({ message: 'Not found' });
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks again when the request got no answer at all', async () => {
    let calls = 0;
    const { api } = createApiClients({
      baseUrl: 'http://api.test',
      mockMode: false,
      onUnauthorized: vi.fn(),
      fetch: () =>
        calls++ === 0
          ? Promise.reject(new TypeError('Failed to fetch'))
          : Promise.resolve(json(200, notifications)),
    });
    const $api = createTypedQueries(withErrorStatus(api));
    const read = createQueryClient().query($api.queryOptions('get', '/notification/'));
    await vi.advanceTimersByTimeAsync(1000);
    await expect(read).resolves.toEqual(notifications);
    expect(calls).toBe(2);
  });

  it('never sends a failed write again', async () => {
    const { api, queryClient, fetch } = setup([() => json(503, { message: 'Service unavailable' })]);
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: async () => {
        const { error } = await api.PUT('/notification/{id}', { params: { path: { id: 'n1' } } });
        if (error) throw new Error(error.message);
      },
    });
    const write = mutation.execute(undefined);
    const settled = expect(write).rejects.toThrow('Service unavailable');
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fails a write made offline at once, and does not send it when the network comes back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    try {
      const { api, queryClient, fetch } = setup([() => json(200, { message: 'Saved' })]);
      const mutation = queryClient.getMutationCache().build(queryClient, {
        mutationFn: async () => {
          const { error } = await api.PUT('/notification/{id}', { params: { path: { id: 'n1' } } });
          if (error) throw new Error(error.message);
        },
      });
      await expect(mutation.execute(undefined)).rejects.toMatchObject({ failure: 'offline' });

      onLine.mockReturnValue(true);
      onlineManager.setOnline(true);
      await queryClient.resumePausedMutations();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(fetch).not.toHaveBeenCalled();
      expect(mutation.state).toMatchObject({ status: 'error', isPaused: false });
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
