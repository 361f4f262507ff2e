import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { errorMessage, serverError } from '@/api/errors';
import { notify } from '@/components/toaster';
import { invalidateCampaigns } from './campaign-queries';
import type { Campaign, CampaignInput } from './campaign-model';

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
      const { data, error } = await api.POST('/campaigns/', { body: change.body });
      if (!data) throw serverError(error);
      return data.message;
    }
    case 'update': {
      const params = { path: { id: change.campaign.id } };
      const { data, error } = await api.PUT('/campaigns/{id}', { params, body: change.body });
      if (!data) throw serverError(error);
      return data.message;
    }
    case 'delete': {
      const params = { path: { id: change.campaign.id } };
      const { data, error } = await api.DELETE('/campaigns/{id}', { params });
      if (!data) throw serverError(error);
      return data.message;
    }
    case 'pause':
    case 'resume': {
      const body = { id: change.campaign.id, enabled: change.kind === 'resume' };
      const { data, error } = await api.POST('/campaigns/enable', { body });
      if (!data) throw serverError(error);
      return data.message;
    }
    case 'end': {
      const { data, error } = await api.POST('/campaigns/end', { body: { id: change.campaign.id } });
      if (!data) throw serverError(error);
      return data.message;
    }
    case 'scheduleCall': {
      const body = { campaignId: change.campaign.id, leadId: change.leadId, at: change.at };
      const { data, error } = await api.POST('/campaigns/schedule_call', { body });
      if (!data) throw serverError(error);
      return data.message;
    }
  }
}

/** Every change of a campaign: a toast with the server's message, then fresh lists. */
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
