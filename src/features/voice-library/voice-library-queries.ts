import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { invalidateAgentLists } from '@/api/agent-lists';
import { errorMessage } from '@/api/errors';
import { agentUpdateBody } from '@/api/models/agent-update';
import { $api } from '@/api/queries';
import { notify } from '@/components/toaster';

export const voicesQuery = () => $api.queryOptions('get', '/voices');

export const agentsQuery = () => $api.queryOptions('get', '/agents');

export const agentQuery = (id: string) =>
  $api.queryOptions('get', '/agents/{id}/', { params: { path: { id } } });

/** `PUT /agents/{id}` is the contract's only call that sets a voice, and it takes the whole agent. */
export function useApplyVoice() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = $api.useMutation('put', '/agents/{id}');

  const apply = async (agentId: string, agentName: string, voice: { id: string; name: string }) => {
    try {
      const stored = await queryClient.query({ ...agentQuery(agentId), staleTime: 0 });
      const response = await save.mutateAsync({
        params: { path: { id: agentId } },
        body: agentUpdateBody(stored.data.data, { voice: voice.id }),
      });
      void queryClient.invalidateQueries({ queryKey: agentQuery(agentId).queryKey });
      invalidateAgentLists(queryClient);
      notify(
        'success',
        t('voiceLibrary.apply.done', { voice: voice.name, agent: agentName }),
        response.message || undefined,
      );
      return true;
    } catch (error) {
      notify('error', errorMessage(error, t('voiceLibrary.apply.failed')));
      return false;
    }
  };

  return { apply, applying: save.isPending };
}
