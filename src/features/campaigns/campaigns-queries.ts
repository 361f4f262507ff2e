import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { errorMessage, unwrap } from '@/api/errors';
import { proposalData } from '@/api/proposals';
import { $api } from '@/api/queries';
import { everyRead } from '@/api/reads';
import { useApiMutation } from '@/components/use-api-mutation';
import type { Campaign, CampaignInput } from './campaign-model';
import type { CampaignAttempts, CampaignRules, CampaignRulesState } from './campaign-rules-model';

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

// Campaign rules and progress are a proposal (issue 41): a server without them answers 404 or 501,
// each read then holds null and the campaign screens are as before, with no error.
export const ATTEMPTS_PAGE_SIZE = 20;
export const ATTEMPTS_POLL_MS = 2000;
const RULES_KEY = ['campaign-rules'] as const;
const ATTEMPTS_KEY = ['campaign-attempts'] as const;

/** The rules of a campaign, or those a new one starts with. */
export const campaignRulesQuery = (campaignId: string | null) =>
  queryOptions({
    queryKey: [...RULES_KEY, campaignId ?? 'defaults'],
    queryFn: ({ signal }): Promise<CampaignRulesState | null> =>
      proposalData(
        campaignId
          ? api.GET('/campaigns/{id}/rules', { params: { path: { id: campaignId } }, signal })
          : api.GET('/campaigns/rules/defaults', { signal }),
      ),
    retry: false,
  });

export const campaignAttemptsQuery = (campaignId: string, pageIndex: number) =>
  queryOptions({
    queryKey: [...ATTEMPTS_KEY, campaignId, pageIndex],
    queryFn: ({ signal }): Promise<CampaignAttempts | null> =>
      proposalData(
        api.GET('/campaigns/{id}/attempts', {
          params: { path: { id: campaignId }, query: { pageIndex, pageSize: ATTEMPTS_PAGE_SIZE } },
          signal,
        }),
      ),
    retry: false,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? ATTEMPTS_POLL_MS : false),
  });

export const campaignReads = () => [
  everyRead(campaignPageQuery(0, CAMPAIGN_PAGE_SIZES[0])),
  everyRead(campaignCallsQuery('', 0)),
  { queryKey: RULES_KEY },
  { queryKey: ATTEMPTS_KEY },
];

export function useRetryFailed() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (campaign: Campaign) =>
      unwrap(api.POST('/campaigns/{id}/retry_failed', { params: { path: { id: campaign.id } } })),
    success: (answer) => t('campaignProgress.retried', { count: answer.data.contacts }),
    failure: t('campaignProgress.retryFailedError'),
    invalidates: campaignReads(),
  });
}

const saveRules = (id: string, rules: CampaignRules) =>
  unwrap(api.PUT('/campaigns/{id}/rules', { params: { path: { id } }, body: rules }));

export type CampaignChange =
  | { kind: 'create'; body: CampaignInput; rules?: CampaignRules }
  | { kind: 'update'; campaign: Campaign; body: CampaignInput; rules?: CampaignRules }
  | { kind: 'delete'; campaign: Campaign }
  | { kind: 'pause'; campaign: Campaign }
  | { kind: 'resume'; campaign: Campaign }
  | { kind: 'end'; campaign: Campaign }
  | { kind: 'scheduleCall'; campaign: Campaign; leadId: string; at: string };

// A campaign created whose rules were then refused exists all the same, with the server's default
// rules: the drawer closes and says so, as sending it again would create a second campaign.
async function rulesOfCreated(id: string, rules: CampaignRules): Promise<{ rulesError?: unknown }> {
  try {
    await saveRules(id, rules);
    return {};
  } catch (error) {
    return { rulesError: error };
  }
}

async function send(change: CampaignChange): Promise<{ message?: string; rulesError?: unknown }> {
  switch (change.kind) {
    case 'create': {
      const answer = await unwrap(api.POST('/campaigns/', { body: change.body }));
      if (!change.rules) return answer;
      const { rulesError } = await rulesOfCreated(answer.data.id, change.rules);
      return rulesError === undefined ? answer : { rulesError };
    }
    case 'update': {
      // The rules first: what the server refuses of them (a limit, a rule locked while running)
      // leaves the campaign unchanged too.
      if (change.rules) await saveRules(change.campaign.id, change.rules);
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
    success: (answer, change) =>
      answer.rulesError === undefined
        ? t(`campaigns.done.${change.kind}`)
        : {
            title: t('campaignRules.createdWithoutRules', {
              reason: errorMessage(answer.rulesError, t('campaignRules.notSaved')),
            }),
            warning: true,
          },
    failure: (change) => t(`campaigns.failed.${change.kind}`),
    invalidates: campaignReads(),
    invalidateOnFailure: true,
  });
}
