import type { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeToken } from '@/lib/session/token';
import type { FakeNetwork } from '@/test/fake-network';
import { renderHookWithProviders } from '@/test/render';
import type { Notification } from './notification-model';
import { notificationsQuery, useMarkRead, useNotifications } from './notifications-queries';
import { json } from '@/test/responses';
import { notificationItem } from './notification-fixtures.testing';

// The real typed client and openapi-react-query bindings over a fake network.
const network = vi.hoisted((): FakeNetwork => ({
  requests: [],
  respond: (request) => new Response(request.url, { status: 500 }),
}));

vi.mock('@/api/client', async (original) =>
  (await import('@/test/fake-network')).clientsOver(network, await original()),
);

const item = notificationItem;
const list = [
  item('6650a1f2c3d4e5f6cccc0001', 'inbound', false),
  item('6650a1f2c3d4e5f6cccc0002', 'outbound', false),
  item('6650a1f2c3d4e5f6cccc0003', 'balance', false),
  item('6650a1f2c3d4e5f6cccc0004', 'billing', true),
];

function serve({ put }: { put: number }) {
  network.respond = (request) => {
    if (request.method === 'GET') return json(200, { data: list });
    if (put === 200) {
      const id = new URL(request.url).pathname.split('/').pop() ?? '';
      return json(200, { message: 'Notification marked as read', data: { ...item(id, 'inbound', true) } });
    }
    return json(put, { message: 'Something went wrong on our side. Please try again.' });
  };
}

const puts = () => network.requests.filter((request) => request.method === 'PUT');
const gets = () => network.requests.filter((request) => request.method === 'GET');

async function setup() {
  const hook = await renderHookWithProviders(() => ({ query: useNotifications(), markRead: useMarkRead() }));
  return { queryClient: hook.queryClient, hook };
}

const readFlags = (queryClient: QueryClient) =>
  queryClient
    .getQueryData<{ data: Notification[] }>(notificationsQuery().queryKey)
    ?.data.map((entry) => entry.read);

beforeEach(() => {
  network.requests.length = 0;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useNotifications', () => {
  it('does not fetch without a stored token', async () => {
    serve({ put: 200 });
    const { hook } = await setup();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hook.result.current.query.fetchStatus).toBe('idle');
    expect(network.requests).toHaveLength(0);
  });

  it('fetches the list with the token', async () => {
    writeToken('header.payload.signature');
    serve({ put: 200 });
    const { hook } = await setup();
    await waitFor(() => expect(hook.result.current.query.data?.data).toHaveLength(4));
    expect(gets()[0]?.url).toBe('http://api.test/notification/');
    expect(gets()[0]?.headers.get('Authorization')).toBe('Bearer header.payload.signature');
  });

  it('keeps the error of a failed list for the screen to show', async () => {
    writeToken('header.payload.signature');
    network.respond = () => json(500, { message: 'Something went wrong on our side. Please try again.' });
    const { hook } = await setup();
    await waitFor(() => expect(hook.result.current.query.isError).toBe(true));
    expect(hook.result.current.query.error).toEqual({
      message: 'Something went wrong on our side. Please try again.',
    });
  });
});

describe('useMarkRead', () => {
  beforeEach(() => writeToken('header.payload.signature'));

  it('marks the notification read at once, then sends PUT /notification/{id}', async () => {
    serve({ put: 200 });
    const { queryClient, hook } = await setup();
    await waitFor(() => expect(hook.result.current.query.data).toBeDefined());

    act(() => hook.result.current.markRead(['6650a1f2c3d4e5f6cccc0002']));
    expect(readFlags(queryClient)).toEqual([false, true, false, true]);
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.url).toBe('http://api.test/notification/6650a1f2c3d4e5f6cccc0002');
    expect(await puts()[0]?.text()).toBe('');
  });

  it('Mark all as read sends one PUT per unread notification', async () => {
    serve({ put: 200 });
    const { queryClient, hook } = await setup();
    await waitFor(() => expect(hook.result.current.query.data).toBeDefined());

    act(() => hook.result.current.markRead(list.filter((entry) => !entry.read).map((entry) => entry._id)));
    expect(readFlags(queryClient)).toEqual([true, true, true, true]);
    await waitFor(() => expect(puts()).toHaveLength(3));
    expect(puts().map((request) => new URL(request.url).pathname)).toEqual([
      '/notification/6650a1f2c3d4e5f6cccc0001',
      '/notification/6650a1f2c3d4e5f6cccc0002',
      '/notification/6650a1f2c3d4e5f6cccc0003',
    ]);
  });

  it('only logs a failed PUT and does not roll the notification back', async () => {
    serve({ put: 500 });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { queryClient, hook } = await setup();
    await waitFor(() => expect(hook.result.current.query.data).toBeDefined());

    act(() => hook.result.current.markRead(['6650a1f2c3d4e5f6cccc0001']));
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
    expect(String(logged.mock.calls[0]?.[0])).toContain('6650a1f2c3d4e5f6cccc0001');
    expect(readFlags(queryClient)).toEqual([true, false, false, true]);
    expect(hook.result.current.query.isError).toBe(false);
    expect(gets()).toHaveLength(1);
  });

  it('sends nothing for a notification that is already read', async () => {
    serve({ put: 200 });
    const { hook } = await setup();
    await waitFor(() => expect(hook.result.current.query.data).toBeDefined());

    act(() => hook.result.current.markRead(['6650a1f2c3d4e5f6cccc0004']));
    act(() => hook.result.current.markRead(['6650a1f2c3d4e5f6cccc0001']));
    act(() => hook.result.current.markRead(['6650a1f2c3d4e5f6cccc0001']));
    await waitFor(() => expect(puts()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(puts()).toHaveLength(1);
  });
});
