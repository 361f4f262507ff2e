import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { agentVersionsQuery } from '@/api/agent-versions';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import type { components } from '@/api/schema.gen';
import { useApiMutation } from '@/components/use-api-mutation';
import { $api } from '@/api/queries';

export type AgentVersion = components['schemas']['AgentVersion'];
export { agentVersionsQuery, type AgentVersions } from '@/api/agent-versions';

// Proposal (agent versions). The revision a save was based on goes as an entity tag; a server
// without versions gives agents no revision, and then nothing is sent.
export const ifMatch = (revision: number | undefined) =>
  revision === undefined ? undefined : { 'If-Match': `"${revision}"` };

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
    invalidates: [agentVersionsQuery(agentId)],
  });
}

export function useRestoreVersion(agentId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
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
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: $api.queryOptions('get', '/agents/{id}/', { params: { path: { id: agentId } } }).queryKey,
      }),
    invalidates: [agentVersionsQuery(agentId)],
  });
}
