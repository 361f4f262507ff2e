import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidate } from '@/api/reads';
import {
  companyTicketsQuery,
  deskPageQuery,
  deskTicketQuery,
  replyTemplatesQuery,
  statusCountsQuery,
  ticketAttachmentsQuery,
  ticketMessagesQuery,
  ticketQuery,
  ticketReads,
  ticketsTabQueries,
} from './tickets-queries';
import { unreadTicketsQuery } from './unread-tickets-query';

const TICKET = '6650a1f2c3d4e5f6dddd0001';

describe('ticket queries', () => {
  it('marks every read of tickets stale after a change, whatever its page or filter, and nothing else', async () => {
    const queryClient = new QueryClient();
    const reads = [
      companyTicketsQuery({ pageIndex: 2, pageSize: 50, status: 'open' }).queryKey,
      unreadTicketsQuery().queryKey,
      ticketQuery(TICKET).queryKey,
      ticketMessagesQuery(TICKET).queryKey,
      ticketAttachmentsQuery(TICKET).queryKey,
      statusCountsQuery().queryKey,
      deskPageQuery(1, 10, 'closed', 'refund').queryKey,
      deskTicketQuery(TICKET).queryKey,
    ];
    const other = replyTemplatesQuery().queryKey;
    for (const key of [...reads, other]) queryClient.setQueryData(key, { data: [] });

    await invalidate(queryClient, ticketReads());

    for (const key of reads) expect(queryClient.getQueryState(key)?.isInvalidated, key[1]).toBe(true);
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
  });

  it("loads the tab's first page with its counts, or the ticket open in the address", () => {
    const keys = (queries: readonly { queryKey: readonly unknown[] }[]) => queries.map((q) => q.queryKey[1]);
    expect(keys(ticketsTabQueries(false, undefined))).toEqual([
      '/dashboard/get_count_status',
      '/tickets/fetch',
    ]);
    expect(keys(ticketsTabQueries(true, undefined))).toEqual([
      '/dashboard/get_count_status',
      '/dashboard/list_ticket',
    ]);
    expect(keys(ticketsTabQueries(false, TICKET))).toEqual([
      '/tickets/{id}',
      '/tickets/{id}/messages',
      '/tickets/{id}/attachments',
    ]);
    expect(keys(ticketsTabQueries(true, TICKET))).toEqual([
      '/dashboard/get_ticket',
      '/dashboard/get_reply_templates',
    ]);
  });
});
