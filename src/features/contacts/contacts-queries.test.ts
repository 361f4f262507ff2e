import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidate } from '@/api/reads';
import {
  allGroupsQuery,
  contactReads,
  groupPageQuery,
  leadHistoryQuery,
  leadPageQuery,
  phoneSearchQuery,
} from './contacts-queries';

describe('contact queries', () => {
  it("reads a contact's whole history by its id, with no page", () => {
    const query = leadHistoryQuery({ id: '6650a1f2c3d4e5f633330001' });
    expect(query.queryKey.slice(0, 2)).toEqual(['post', '/calls/call_history']);
    expect(query.queryKey[2]).toEqual({ body: { leadId: '6650a1f2c3d4e5f633330001' } });
  });

  it('pages groups by pageIndex and pageSize', () => {
    expect(groupPageQuery(2, 50).queryKey[2]).toEqual({ params: { query: { pageIndex: 2, pageSize: 50 } } });
  });

  it('marks every page and search of contacts and groups stale after a change, and nothing else', async () => {
    const queryClient = new QueryClient();
    const lists = [
      leadPageQuery({ pageIndex: 3, pageSize: 50, search: 'ava' }).queryKey,
      phoneSearchQuery('+1415').queryKey,
      groupPageQuery(1, 20).queryKey,
      allGroupsQuery().queryKey,
    ];
    const other = leadHistoryQuery({ id: '6650a1f2c3d4e5f633330001' }).queryKey;
    for (const key of [...lists, other]) queryClient.setQueryData(key, { data: [] });

    await invalidate(queryClient, contactReads());

    for (const key of lists) expect(queryClient.getQueryState(key)?.isInvalidated, key[1]).toBe(true);
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
  });
});
