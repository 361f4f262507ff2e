import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { invalidateAgentLists } from '@/api/agent-lists';
import { errorMessage } from '@/api/errors';
import { $api } from '@/api/queries';
import { notify } from '@/components/toaster';
import { agentQuery } from './agents-queries';
import type { Agent, AgentCreate } from './agent-types';

export const templatesQuery = () => $api.queryOptions('get', '/templates');

// Unlike a blank agent, one made from a template opens in the editor: the caller needs it back.
export function useCreateAgentFromTemplate() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const create = $api.useMutation('post', '/agents/');

  const run = async (body: AgentCreate): Promise<Agent | null> => {
    try {
      const response = await create.mutateAsync({ body });
      const agent = response.data;
      queryClient.setQueryData(agentQuery(agent.id).queryKey, { data: { data: agent } });
      notify('success', response.message?.trim() || t('agents.create.done'));
      return agent;
    } catch (error) {
      notify('error', errorMessage(error, t('agents.create.failed')));
      return null;
    } finally {
      invalidateAgentLists(queryClient);
    }
  };

  return { create: run, pending: create.isPending };
}
