import { keepPreviousData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { errorMessage, unwrap } from '@/api/errors';
import { $api } from '@/api/queries';
import { notify } from '@/components/toaster';
import type { Campaign, CampaignInput } from './campaign-model';

export const CAMPAIGN_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_CAMPAIGN_PAGE_SIZE = 20;
export const CAMPAIGN_CALLS_PAGE_SIZE = 20;
export const SCHEDULE_LEADS_PAGE_SIZE = 200;

export const campaignPageQuery = (pageIndex: number, pageSize: number) => ({
  ...$api.queryOptions('post', '/campaigns/fetch', {
    body: { pageIndex, pageSize, sortBy: 'createdAt', sortOrder: 'desc' },
  }),
  placeholderData: keepPreviousData,
});

export const agentsQuery = () => $api.queryOptions('get', '/agents');
export const groupsQuery = () => $api.queryOptions('get', '/groups');
export const callerNumbersQuery = () =>
  $api.queryOptions('get', '/dids', { params: { query: { status: 'Assigned' } } });

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

export async function invalidateCampaigns(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [campaignPageQuery(0, CAMPAIGN_PAGE_SIZES[0]), campaignCallsQuery('', 0)].map(({ queryKey }) =>
      queryClient.invalidateQueries({ queryKey: queryKey.slice(0, 2) }),
    ),
  );
}

export type CampaignChange =
  | { kind: 'create'; body: CampaignInput }
  | { kind: 'update'; campaign: Campaign; body: CampaignInput }
  | { kind: 'delete'; campaign: Campaign }
  | { kind: 'pause'; campaign: Campaign }
  | { kind: 'resume'; campaign: Campaign }
  | { kind: 'end'; campaign: Campaign }
  | { kind: 'scheduleCall'; campaign: Campaign; leadId: string; at: string };

async function send(change: CampaignChange): Promise<string | undefined> {
  switch (change.kind) {
    case 'create': {
      return (await unwrap(api.POST('/campaigns/', { body: change.body }))).message;
    }
    case 'update': {
      const params = { path: { id: change.campaign.id } };
      return (await unwrap(api.PUT('/campaigns/{id}', { params, body: change.body }))).message;
    }
    case 'delete': {
      const params = { path: { id: change.campaign.id } };
      return (await unwrap(api.DELETE('/campaigns/{id}', { params }))).message;
    }
    case 'pause':
    case 'resume': {
      const body = { id: change.campaign.id, enabled: change.kind === 'resume' };
      return (await unwrap(api.POST('/campaigns/enable', { body }))).message;
    }
    case 'end': {
      return (await unwrap(api.POST('/campaigns/end', { body: { id: change.campaign.id } }))).message;
    }
    case 'scheduleCall': {
      const body = { campaignId: change.campaign.id, leadId: change.leadId, at: change.at };
      return (await unwrap(api.POST('/campaigns/schedule_call', { body }))).message;
    }
  }
}

export function useCampaignChange() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (message, change) => {
      notify('success', message || t(`campaigns.done.${change.kind}`));
      await invalidateCampaigns(queryClient);
    },
    onError: (error, change) => notify('error', errorMessage(error, t(`campaigns.failed.${change.kind}`))),
  });
}
