import { queryOptions } from '@tanstack/react-query';
import {
  agentFunctionsQuery,
  agentKnowledgeQuery,
  agentPartReads,
  numberRoutingReads,
} from '@/api/agent-lists';
import { agentVersionsQuery } from '@/api/agent-versions';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import type { components } from '@/api/schema.gen';
import { useApiMutation } from '@/components/use-api-mutation';

export type AgentVersion = components['schemas']['AgentVersion'];
export { agentVersionsQuery, ifMatch, type AgentVersions } from '@/api/agent-versions';

export const agentVersionQuery = (agentId: string, number: number) =>
  queryOptions({
    queryKey: ['agent-versions', agentId, number],
    queryFn: async ({ signal }): Promise<AgentVersion> => {
      const answer = await unwrap(
        api.GET('/agents/{id}/versions/{number}', { params: { path: { id: agentId, number } }, signal }),
      );
      return answer.data;
    },
    // A published version never changes.
    staleTime: Infinity,
  });

export function usePublishAgent(agentId: string) {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (body: { revision: number; description: string }) =>
      unwrap(api.POST('/agents/{id}/versions', { params: { path: { id: agentId } }, body })),
    success: (answer) => t('agents.versions.published', { number: answer.data.number }),
    failure: t('agents.versions.publishFailed'),
    serverMessage: 'failure',
    // The draft's number rings the agent from now on.
    invalidates: [agentVersionsQuery(agentId), ...numberRoutingReads()],
  });
}

export function useRestoreVersion(agentId: string) {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: ({ number, revision }: { number: number; revision: number }) =>
      unwrap(
        api.POST('/agents/{id}/versions/{number}/restore', {
          params: { path: { id: agentId, number } },
          body: { revision },
        }),
      ),
    success: (_answer, { number }) => t('agents.versions.restored', { number }),
    failure: t('agents.versions.restoreFailed'),
    serverMessage: 'failure',
    // The version's functions and files come back with its texts.
    invalidates: [agentFunctionsQuery(agentId), agentKnowledgeQuery(agentId), ...agentPartReads()],
  });
}
