import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { invalidateAgentLists } from '@/api/agent-lists';
import { errorMessage } from '@/api/errors';
import { $api } from '@/api/queries';
import { notify } from '@/components/toaster';
import { withVoice } from './apply-voice';

// The reads of the voice library, built once and shared by the route and the components, and
// applying a voice.

/** The library voices and the company's custom voices (`GET /voices`, in `data`). */
export const voicesQuery = () => $api.queryOptions('get', '/voices');

/** The company's agents, to choose the one that gets a voice (`GET /agents`, in `data`). */
export const agentsQuery = () => $api.queryOptions('get', '/agents');

/** One agent as stored (`GET /agents/{id}/`, in `data.data`): the base of its update. */
export const agentQuery = (id: string) =>
  $api.queryOptions('get', '/agents/{id}/', { params: { path: { id } } });

/**
 * Gives an agent a voice: reads the agent as stored (`GET /agents/{id}/`) and saves it whole with
 * the new voice (`PUT /agents/{id}`, the contract's only call that sets an agent's voice).
 * Resolves true on success, false after an error toast (the server's message, else ours).
 */
export function useApplyVoice() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = $api.useMutation('put', '/agents/{id}');

  const apply = async (agentId: string, agentName: string, voice: { id: string; name: string }) => {
    try {
      const stored = await queryClient.query({ ...agentQuery(agentId), staleTime: 0 });
      const response = await save.mutateAsync({
        params: { path: { id: agentId } },
        body: withVoice(stored.data.data, voice.id),
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
