import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHookWithProviders } from '@/test/render';
import { useCreateApiKey } from './api-keys-queries';
import { json } from '@/test/responses';

vi.mock('@/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/api/client')>();
  return {
    ...actual,
    ...actual.createApiClients({
      baseUrl: 'http://api.test',
      mockMode: false,
      onUnauthorized: () => undefined,
    }),
  };
});
afterEach(() => vi.unstubAllGlobals());

const SECRET = 'vk_live_d47e9b2c81f0a6e35d7c4b19e8a2f06c';

describe('creating an API key', () => {
  it('hands the secret to the screen only: no query or mutation of the cache holds it', async () => {
    const requests: Request[] = [];
    vi.stubGlobal('fetch', (request: Request) => {
      requests.push(request.clone());
      if (request.method === 'POST') {
        return Promise.resolve(
          json(201, {
            message: 'API key created. Copy it now: it will not be shown again.',
            data: {
              id: '6650a1f2c3d4e5f6bcbc0004',
              name: 'Zapier automations',
              prefix: 'vk_live_d47e',
              createdAt: '2026-11-21T10:45:00Z',
              lastUsedAt: null,
              createdBy: '6650a1f2c3d4e5f601234567',
              key: SECRET,
            },
          }),
        );
      }
      return Promise.resolve(json(200, { data: [] }));
    });
    const reveal = vi.fn();
    const { result, unmount, queryClient } = await renderHookWithProviders(() => useCreateApiKey(reveal));
    // A list read in the cache, as the tab has one.
    queryClient.setQueryData(['get', '/api-keys', {}], { data: [] });
    await act(async () => {
      await result.current.mutateAsync('Zapier automations');
    });
    expect(reveal).toHaveBeenCalledWith(
      SECRET,
      expect.objectContaining({ id: '6650a1f2c3d4e5f6bcbc0004', name: 'Zapier automations' }),
    );
    expect(JSON.stringify(reveal.mock.calls[0]?.[1])).not.toContain(SECRET);
    expect(await requests.find((request) => request.method === 'POST')?.json()).toEqual({
      name: 'Zapier automations',
    });
    const cached = () =>
      JSON.stringify([
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.state),
        queryClient
          .getMutationCache()
          .getAll()
          .map((mutation) => mutation.state),
      ]);
    expect(cached()).not.toContain(SECRET);
    unmount();
    await waitFor(() => expect(queryClient.getMutationCache().getAll()).toHaveLength(0));
    expect(cached()).not.toContain(SECRET);
  });
});
