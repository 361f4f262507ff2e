import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { agentPartReads } from '@/api/agent-lists';
import { ifMatch } from '@/api/agent-versions';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { agentUpdateBody } from '@/api/models/agent-update';
import { $api } from '@/api/queries';
import { succeeded, useApiMutation } from '@/components/use-api-mutation';

export const voicesQuery = () => $api.queryOptions('get', '/voices');

export const agentsQuery = () => $api.queryOptions('get', '/agents');

export const agentQuery = (id: string) =>
  $api.queryOptions('get', '/agents/{id}/', { params: { path: { id } } });

interface Application {
  agentId: string;
  agentName: string;
  voice: { id: string; name: string };
}

/** `PUT /agents/{id}` is the contract's only call that sets a voice, and it takes the whole agent. */
export function useApplyVoice() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useApiMutation({
    mutationFn: async ({ agentId, voice }: Application) => {
      const stored = await queryClient.query({ ...agentQuery(agentId), staleTime: 0 });
      const body = agentUpdateBody(stored.data.data, { voice: voice.id });
      const header = ifMatch(stored.data.data.revision);
      return unwrap(api.PUT('/agents/{id}', { params: { path: { id: agentId }, header }, body }));
    },
    success: (response, { agentName, voice }) => ({
      title: t('voiceLibrary.apply.done', { voice: voice.name, agent: agentName }),
      description: response.message,
    }),
    failure: t('voiceLibrary.apply.failed'),
    serverMessage: 'failure',
    invalidates: (_response, { agentId }) => [agentQuery(agentId), ...agentPartReads()],
  });

  const apply = (agentId: string, agentName: string, voice: { id: string; name: string }) =>
    succeeded(save.mutateAsync({ agentId, agentName, voice }));

  return { apply, applying: save.isPending };
}
