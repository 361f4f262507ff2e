import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { $api } from './queries';
import { everyRead, invalidate } from './reads';

const lead = (id: string) => $api.queryOptions('get', '/leads/{id}', { params: { path: { id } } });

describe('invalidate', () => {
  it("marks a read stale by its options' own key, and leaves the same call with other parameters", async () => {
    const queryClient = new QueryClient();
    for (const id of ['a', 'b']) queryClient.setQueryData(lead(id).queryKey, { data: {} });
    await invalidate(queryClient, [lead('a')]);
    expect(queryClient.getQueryState(lead('a').queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(lead('b').queryKey)?.isInvalidated).toBe(false);
  });

  it('marks every read of the operation stale with everyRead, and no other operation', async () => {
    const queryClient = new QueryClient();
    const other = $api.queryOptions('get', '/leads').queryKey;
    for (const key of [lead('a').queryKey, lead('b').queryKey, other])
      queryClient.setQueryData(key, { data: {} });
    await invalidate(queryClient, [everyRead(lead(''))]);
    expect(queryClient.getQueryState(lead('a').queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(lead('b').queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
  });
});
