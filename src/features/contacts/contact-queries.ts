import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { $api } from '@/api/queries';
import type { components } from '@/api/schema.gen';
import type { Lead } from './lead-model';

export type LeadFetchQuery = components['schemas']['LeadFetchQuery'];
export type Call = components['schemas']['Call'];

/** The pattern of CallFilter.phone. */
const CALL_PHONE_FILTER = /^\+?\d{1,15}$/;

export const LEAD_PAGE_SIZES = [10, 20, 50, 100] as const;
export const GROUP_PAGE_SIZE = 10;
export const HISTORY_PAGE_SIZE = 20;

/** One page of contacts (the previous page stays on screen while the next one loads). */
export const leadPageQuery = (body: LeadFetchQuery) => ({
  ...$api.queryOptions('post', '/leads/fetch', { body }),
  placeholderData: keepPreviousData,
});

/** The contacts whose number holds the digits typed. */
export const phoneSearchQuery = (phone: string) =>
  $api.queryOptions('post', '/leads/search-phone', { body: { phone: phone.trim() } });

/** One page of groups, by `pageIndex` and `pageSize`. */
export const groupPageQuery = (pageIndex: number, pageSize: number = GROUP_PAGE_SIZE) => ({
  ...$api.queryOptions('get', '/groups/fetch', { params: { query: { pageIndex, pageSize } } }),
  placeholderData: keepPreviousData,
});

/** Every group (the import's choice of an existing group). */
export const allGroupsQuery = () => $api.queryOptions('get', '/groups');

/**
 * A contact's calls, newest first: the calls to or from its number (the contract's CallFilter
 * `phone`, so calls from before the number became a contact count too), or by its id when the
 * number does not fit the filter.
 */
export const leadHistoryQuery = (lead: Pick<Lead, 'id' | 'phone'>) =>
  $api.queryOptions('post', '/calls/fetch', {
    body: {
      ...(CALL_PHONE_FILTER.test(lead.phone) ? { phone: lead.phone } : { leadId: lead.id }),
      pageIndex: 0,
      pageSize: HISTORY_PAGE_SIZE,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    },
  });

/** Every list of contacts and groups, after a change. */
export async function invalidateContacts(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [
      ['post', '/leads/fetch'],
      ['post', '/leads/search-phone'],
      ['get', '/leads'],
      ['get', '/groups/fetch'],
      ['get', '/groups'],
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
