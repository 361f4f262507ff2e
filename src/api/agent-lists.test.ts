import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { agentListReads } from './agent-lists';
import { $api } from './queries';
import { invalidate } from './reads';

describe('agentListReads', () => {
  it('marks every cached agent list stale, whatever its parameters, and nothing else', async () => {
    const queryClient = new QueryClient();
    const lists = [
      $api.queryOptions('get', '/agents/fetch_list_with_meta/').queryKey,
      $api.queryOptions('get', '/agents').queryKey,
      $api.queryOptions('get', '/agents/fetch', { params: { query: { pageIndex: 2, pageSize: 10 } } })
        .queryKey,
    ];
    const other = $api.queryOptions('get', '/agents/{id}/', {
      params: { path: { id: '6650a1f2c3d4e5f6bbbb0001' } },
    }).queryKey;
    for (const key of [...lists, other]) queryClient.setQueryData(key, { data: [] });

    await invalidate(queryClient, agentListReads());

    for (const key of lists) expect(queryClient.getQueryState(key)?.isInvalidated, key[1]).toBe(true);
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
  });
});
