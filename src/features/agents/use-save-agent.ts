import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { $api } from '@/api/queries';
import { notify } from '@/components/toaster';
import { agentUpdatePayload, savedAgent } from './agent-payload';
import { agentQuery, invalidateAgentLists, updateCachedAgent, type AgentResponse } from './agent-queries';
import type { Agent, AgentTexts } from './agent-types';

/**
 * Saves text boxes of the prompt editor: `PUT /agents/{id}` with the whole agent. Resolves true
 * on success ('Agent updated successfully!'), false on failure (the server's message, else
 * 'Failed to update agent'); it never throws.
 */
export function useSaveAgent(agent: Agent): (texts: Partial<AgentTexts>) => Promise<boolean> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { mutateAsync } = $api.useMutation('put', '/agents/{id}');

  return async (texts) => {
    // The latest stored agent (an earlier save may have changed another box), else the one shown.
    const stored = queryClient.getQueryData<AgentResponse>(agentQuery(agent.id).queryKey)?.data.data;
    const payload = agentUpdatePayload(stored ?? agent, texts);
    try {
      await mutateAsync({ params: { path: { id: agent.id } }, body: payload });
    } catch (error) {
      notify('error', errorMessage(error, t('agents.editor.saveFailed')));
      return false;
    }
    updateCachedAgent(queryClient, agent.id, (old) => savedAgent(old, payload));
    invalidateAgentLists(queryClient);
    notify('success', t('agents.editor.saved'));
    return true;
  };
}
