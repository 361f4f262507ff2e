import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { $api } from '@/api/queries';
import type { components } from '@/api/schema.gen';
import type { TicketStatus } from './ticket-model';

export type TicketDeskQuery = components['schemas']['TicketDeskQuery'];

export const TICKET_PAGE_SIZES = [10, 20, 50] as const;

/** One page of the company's tickets (the previous page stays on screen while the next one loads). */
export const companyTicketsQuery = (query: {
  pageIndex: number;
  pageSize: number;
  status?: TicketStatus;
}) => ({
  ...$api.queryOptions('get', '/tickets/fetch', { params: { query } }),
  placeholderData: keepPreviousData,
});

/** Tickets per status: the company's, or every company's for the super administrator. */
export const statusCountsQuery = () => $api.queryOptions('get', '/dashboard/get_count_status');

/** One ticket of the company, and its conversation. */
export const ticketQuery = (id: string) =>
  $api.queryOptions('get', '/tickets/{id}', { params: { path: { id } } });
export const ticketMessagesQuery = (id: string) =>
  $api.queryOptions('get', '/tickets/{id}/messages', { params: { path: { id } } });

/** One page of the support desk (every company's tickets). */
export const deskTicketsQuery = (body: TicketDeskQuery) => ({
  ...$api.queryOptions('post', '/dashboard/list_ticket', { body }),
  placeholderData: keepPreviousData,
});

/** One ticket with its conversation, for the support desk. */
export const deskTicketQuery = (id: string) =>
  $api.queryOptions('post', '/dashboard/get_ticket', { body: { id } });

/** The support desk's reply templates. */
export const replyTemplatesQuery = () => $api.queryOptions('get', '/dashboard/get_reply_templates');

const TICKET_READS = [
  ['get', '/tickets/fetch'],
  ['get', '/tickets'],
  ['get', '/tickets/unread'],
  ['get', '/tickets/{id}'],
  ['get', '/tickets/{id}/messages'],
  ['get', '/dashboard/get_count_status'],
  ['post', '/dashboard/list_ticket'],
  ['post', '/dashboard/get_ticket'],
] as const;

/** Every read of tickets, after a change (lists, counts, the open ticket). */
export async function invalidateTickets(queryClient: QueryClient): Promise<void> {
  await Promise.all(TICKET_READS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
