import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { invalidateAgentLists } from '@/api/agent-lists';
import { errorMessage } from '@/api/errors';
import { $api } from '@/api/queries';
import { uploadKnowledgeFile } from '@/api/upload';
import { fetchUploadedFile, uploadedFileHref } from '@/api/uploaded-file';
import { env } from '@/config/env';
import { notify } from '@/components/toaster';
import type { KnowledgeFileInput, LibraryRow } from './knowledge-library-model';
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

// The contract's largest page of passages: a company's library is searched whole.
export const SEARCH_LIMIT = 50;

export const knowledgeLibraryQuery = () => $api.queryOptions('get', '/knowledge/');

export const knowledgeSearchQuery = (query: string, agentId: string | undefined) => ({
  ...$api.queryOptions('get', '/knowledge/search', {
    params: { query: agentId ? { query, agentId, limit: SEARCH_LIMIT } : { query, limit: SEARCH_LIMIT } },
  }),
  // The rows found for the previous letters stay while the next search runs.
  placeholderData: keepPreviousData,
});

// Names the agents a file belongs to, and the agents a file can be moved to.
export const companyAgentsQuery = () => $api.queryOptions('get', '/agents');

function useRefreshKnowledge() {
  const queryClient = useQueryClient();
  return () => {
    for (const { queryKey } of [
      knowledgeLibraryQuery(),
      knowledgeSearchQuery('', undefined),
      knowledgeFilesQuery(''),
    ]) {
      void queryClient.invalidateQueries({ queryKey: queryKey.slice(0, 2) });
    }
    invalidateAgentLists(queryClient);
  };
}

export type FileChange =
  | { kind: 'edit'; row: LibraryRow; body: KnowledgeFileInput }
  | { kind: 'move'; row: LibraryRow; agentId: string };

export function useChangeKnowledgeFile() {
  const { t } = useTranslation();
  const refresh = useRefreshKnowledge();
  const mutation = $api.useMutation('put', '/knowledge/{id}', { onSuccess: refresh });
  const save = (change: FileChange, onSaved: () => void) =>
    mutation.mutate(
      {
        params: { path: { id: change.row.id } },
        body: change.kind === 'edit' ? change.body : { agent: change.agentId },
      },
      {
        onSuccess: ({ data }) => {
          notify('success', t(`knowledge.library.${change.kind}.success`, { name: data.fileName }));
          onSaved();
        },
        onError: (error) => {
          console.error(`Changing knowledge file ${change.row.id} failed`, error);
          notify('error', errorMessage(error, t(`knowledge.library.${change.kind}.failed`)));
        },
      },
    );
  return { save, saving: mutation.isPending };
}

// Deletes the stored file itself, from whichever agent has it (spec §8's messages, as the panel's delete).
export function useDeleteKnowledgeFileEverywhere() {
  const { t } = useTranslation();
  const refresh = useRefreshKnowledge();
  return $api.useMutation('delete', '/knowledge/{id}', {
    onSuccess: () => {
      notify('success', t('knowledge.delete.success'));
      refresh();
    },
    onError: (error, { params }) => {
      console.error(`Deleting knowledge file ${params.path.id} everywhere failed`, error);
      notify('error', t('knowledge.delete.failed'));
    },
  });
}

// The contract gives a file one agent at a time; to reuse it, the stored file is read back and
// uploaded to this agent as a file of its own, under the same name and type.
export function useCopyKnowledgeFile(agentId: string) {
  const { t } = useTranslation();
  const refresh = useRefreshKnowledge();
  return useMutation({
    mutationFn: async (row: LibraryRow) => {
      const href = row.source && uploadedFileHref(row.source.url, env.apiBaseUrl);
      if (!row.source || !href) throw new Error(`Knowledge file ${row.id} has no address to copy from`);
      const file = new File([await fetchUploadedFile(href)], row.fileName, { type: row.source.mimeType });
      const { data, error, response } = await uploadKnowledgeFile({
        file,
        agent: agentId,
        file_type: row.fileType,
      });
      if (!response.ok || !data)
        throw new Error(errorMessage(error, `Upload failed with status ${response.status}`));
      return data;
    },
    onSuccess: (_data, row) => {
      notify('success', t('knowledge.library.copy.success', { name: row.fileName }));
      refresh();
    },
    onError: (error, row) => {
      console.error(`Copying knowledge file ${row.id} failed`, error);
      notify('error', t('knowledge.library.copy.failed', { name: row.fileName }));
    },
  });
}
