import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { invalidateAgentLists } from '@/api/agent-lists';
import { $api } from '@/api/queries';
import { notify } from '@/components/toaster';
import { withoutFile, type KnowledgeListResponse } from './knowledge-model';

export const knowledgeFilesQuery = (agentId: string) =>
  $api.queryOptions('get', '/knowledge/agent/{agentId}', { params: { path: { agentId } } });

// spec §4: nothing loads without an agent id.
export function useKnowledgeFiles(agentId: string) {
  return useQuery({ ...knowledgeFilesQuery(agentId), enabled: agentId !== '' });
}

// No refetch: the row leaves the cached list at once (the agent lists, which count files, go stale).
export function useDeleteKnowledgeFile(agentId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = $api.useMutation('delete', '/knowledge/agent/{agentId}/file/{fileId}', {
    onSuccess: (_data, { params }) => {
      const { queryKey } = knowledgeFilesQuery(params.path.agentId);
      queryClient.setQueryData<KnowledgeListResponse>(queryKey, (current) =>
        current ? withoutFile(current, params.path.fileId) : current,
      );
      invalidateAgentLists(queryClient);
      notify('success', t('knowledge.delete.success'));
    },
    onError: (error, { params }) => {
      console.error(`Deleting knowledge file ${params.path.fileId} failed`, error);
      notify('error', t('knowledge.delete.failed'));
    },
  });
  const remove = (fileId: string) => mutation.mutate({ params: { path: { agentId, fileId } } });
  const deleting = mutation.isPending ? mutation.variables.params.path.fileId : undefined;
  return { remove, deleting };
}
