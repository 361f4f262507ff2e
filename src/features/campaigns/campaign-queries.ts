import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { $api } from '@/api/queries';

export const CAMPAIGN_PAGE_SIZES = [10, 20, 50] as const;
export const CAMPAIGN_CALLS_PAGE_SIZE = 20;
/** Contacts offered when scheduling a call (the first ones of the group, by name). */
export const SCHEDULE_LEADS_PAGE_SIZE = 200;

/** One page of campaigns, newest first (the previous page stays on screen while the next loads). */
export const campaignPageQuery = (pageIndex: number, pageSize: number) => ({
  ...$api.queryOptions('post', '/campaigns/fetch', {
    body: { pageIndex, pageSize, sortBy: 'createdAt', sortOrder: 'desc' },
  }),
  placeholderData: keepPreviousData,
});

/** The choices of the campaign form. */
export const agentsQuery = () => $api.queryOptions('get', '/agents');
export const groupsQuery = () => $api.queryOptions('get', '/groups');
/** The company's assigned numbers: the caller IDs a campaign may use. */
export const callerNumbersQuery = () =>
  $api.queryOptions('get', '/dids', { params: { query: { status: 'Assigned' } } });

/** A campaign's calls, newest first (the contract's CallFilter `campaignId`). */
export const campaignCallsQuery = (campaignId: string, pageIndex: number) =>
  $api.queryOptions('post', '/calls/fetch', {
    body: {
      campaignId,
      pageIndex,
      pageSize: CAMPAIGN_CALLS_PAGE_SIZE,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    },
  });

/** The contacts of a group (who a call can be scheduled to). */
export const groupLeadsQuery = (groupId: string) =>
  $api.queryOptions('post', '/leads/fetch', {
    body: {
      groupId,
      pageIndex: 0,
      pageSize: SCHEDULE_LEADS_PAGE_SIZE,
      sortBy: 'firstName',
      sortOrder: 'asc',
    },
  });

/** Every list of campaigns (and their calls), after a change. */
export async function invalidateCampaigns(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [
      ['post', '/campaigns/fetch'],
      ['get', '/campaigns/'],
      ['post', '/calls/fetch'],
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
