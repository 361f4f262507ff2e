import { QueryObserver } from '@tanstack/react-query';
import createTypedQueries from 'openapi-react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClients } from '@/api/client';
import { withErrorStatus } from '@/api/error-status';
import { createQueryClient } from './query-client';
import { loadQueries } from './route-loaders';

const notifications = { data: [], total: 0, unreadCount: 0 };

function setup(status: number) {
  const fetch = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(status < 400 ? notifications : { message: 'Database unavailable' }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  const { api } = createApiClients({
    baseUrl: 'http://api.test',
    fetch,
    mockMode: false,
    onUnauthorized: vi.fn(),
  });
  const $api = createTypedQueries(withErrorStatus(api));
  const queryClient = createQueryClient();
  const options = $api.queryOptions('get', '/notification/');
  const mountScreen = () => {
    const screen = new QueryObserver(queryClient, options);
    const unsubscribe = screen.subscribe(() => undefined);
    return { screen, unsubscribe };
  };
  return { queryClient, options, fetch, mountScreen };
}

describe('loadQueries', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts the read without holding the route, and the screen joins that same fetch', async () => {
    const { queryClient, options, fetch, mountScreen } = setup(200);
    loadQueries(queryClient, [options]);
    const { screen, unsubscribe } = mountScreen();
    expect(screen.getCurrentResult().isPending).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(screen.getCurrentResult().data).toEqual(notifications);
    expect(fetch).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('asks a failing read as often as a screen alone would (once, and its one retry), then the screen shows the error', async () => {
    const { queryClient, options, fetch, mountScreen } = setup(500);
    loadQueries(queryClient, [options]);
    const { screen, unsubscribe } = mountScreen();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(screen.getCurrentResult().status).toBe('error');
    expect(fetch).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('asks nothing for a read cached and fresh: the screen paints it at once', async () => {
    const { queryClient, options, fetch, mountScreen } = setup(200);
    queryClient.setQueryData(options.queryKey, notifications);
    loadQueries(queryClient, [options]);
    const { screen, unsubscribe } = mountScreen();
    expect(screen.getCurrentResult().data).toEqual(notifications);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('refreshes a stale read behind what is cached', async () => {
    const { queryClient, options, fetch } = setup(200);
    queryClient.setQueryData(options.queryKey, notifications, { updatedAt: Date.now() - 60_000 });
    loadQueries(queryClient, [options]);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
