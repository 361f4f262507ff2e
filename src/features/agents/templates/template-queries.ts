import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { agentListReads } from '@/api/agent-lists';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { $api } from '@/api/queries';
import { useApiMutation } from '@/components/use-api-mutation';
import { agentQuery } from '../agents-queries';
import type { Agent, AgentCreate } from '../agent-types';

export const templatesQuery = () => $api.queryOptions('get', '/templates');

// Unlike a blank agent, one made from a template opens in the editor: the caller needs it back.
export function useCreateAgentFromTemplate() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { mutateAsync, isPending } = useApiMutation({
    mutationFn: (body: AgentCreate) => unwrap(api.POST('/agents/', { body })),
    onSuccess: ({ data: agent }) =>
      queryClient.setQueryData(agentQuery(agent.id).queryKey, { data: { data: agent } }),
    success: t('agents.create.done'),
    failure: t('agents.create.failed'),
    invalidates: agentListReads(),
    invalidateOnFailure: true,
  });

  const create = (body: AgentCreate): Promise<Agent | null> =>
    mutateAsync(body).then(
      ({ data }) => data,
      () => null,
    );
  return { create, pending: isPending };
}
