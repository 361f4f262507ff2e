import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { $api } from '@/api/queries';
import { everyRead } from '@/api/reads';
import { useApiMutation } from '@/components/use-api-mutation';
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

export const campaignReads = () => [
  everyRead(campaignPageQuery(0, CAMPAIGN_PAGE_SIZES[0])),
  everyRead(campaignCallsQuery('', 0)),
];

export type CampaignChange =
  | { kind: 'create'; body: CampaignInput }
  | { kind: 'update'; campaign: Campaign; body: CampaignInput }
  | { kind: 'delete'; campaign: Campaign }
  | { kind: 'pause'; campaign: Campaign }
  | { kind: 'resume'; campaign: Campaign }
  | { kind: 'end'; campaign: Campaign }
  | { kind: 'scheduleCall'; campaign: Campaign; leadId: string; at: string };

async function send(change: CampaignChange): Promise<{ message?: string }> {
  switch (change.kind) {
    case 'create': {
      return unwrap(api.POST('/campaigns/', { body: change.body }));
    }
    case 'update': {
      const params = { path: { id: change.campaign.id } };
      return unwrap(api.PUT('/campaigns/{id}', { params, body: change.body }));
    }
    case 'delete': {
      const params = { path: { id: change.campaign.id } };
      return unwrap(api.DELETE('/campaigns/{id}', { params }));
    }
    case 'pause':
    case 'resume': {
      const body = { id: change.campaign.id, enabled: change.kind === 'resume' };
      return unwrap(api.POST('/campaigns/enable', { body }));
    }
    case 'end': {
      return unwrap(api.POST('/campaigns/end', { body: { id: change.campaign.id } }));
    }
    case 'scheduleCall': {
      const body = { campaignId: change.campaign.id, leadId: change.leadId, at: change.at };
      return unwrap(api.POST('/campaigns/schedule_call', { body }));
    }
  }
}

export function useCampaignChange() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: send,
    success: (_answer, change) => t(`campaigns.done.${change.kind}`),
    failure: (change) => t(`campaigns.failed.${change.kind}`),
    invalidates: campaignReads(),
  });
}
