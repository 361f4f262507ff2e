import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { invalidateAgentLists } from '@/api/agent-lists';
import { $api } from '@/api/queries';
import { notify } from '@/components/toaster';
import { withoutFile, type KnowledgeListResponse } from './knowledge-model';

/** The one query of an agent's knowledge files (`data.data`), shared by the list, delete and upload. */
export const knowledgeFilesQuery = (agentId: string) =>
  $api.queryOptions('get', '/knowledge/agent/{agentId}', { params: { path: { agentId } } });

/** The agent's knowledge files; loaded only when there is an agent id (spec, section 4). */
export function useKnowledgeFiles(agentId: string) {
  return useQuery({ ...knowledgeFilesQuery(agentId), enabled: agentId !== '' });
}

/**
 * Deletes a knowledge file of the agent. On success the row leaves the cached list at once (no
 * refetch; the agent lists, which count files, go stale) and 'File deleted successfully' shows;
 * on failure 'Failed to delete file'.
 */
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
  /** The file being deleted now, if any. */
  const deleting = mutation.isPending ? mutation.variables.params.path.fileId : undefined;
  return { remove, deleting };
}
