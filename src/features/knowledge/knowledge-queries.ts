import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { agentPartReads } from '@/api/agent-lists';
import { api, type CallInit } from '@/api/client';
import { errorMessage, unwrap } from '@/api/errors';
import { $api } from '@/api/queries';
import { everyRead } from '@/api/reads';
import { uploadKnowledgeFile } from '@/api/upload';
import { fetchUploadedFile, uploadedFileHref } from '@/api/uploaded-file';
import { env } from '@/config/env';
import { useApiMutation } from '@/components/use-api-mutation';
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
  const mutation = useApiMutation({
    mutationFn: (fileId: string) =>
      unwrap(
        api.DELETE('/knowledge/agent/{agentId}/file/{fileId}', { params: { path: { agentId, fileId } } }),
      ),
    onSuccess: (_data, fileId) =>
      queryClient.setQueryData<KnowledgeListResponse>(knowledgeFilesQuery(agentId).queryKey, (current) =>
        current ? withoutFile(current, fileId) : current,
      ),
    onError: (error, fileId) => console.error(`Deleting knowledge file ${fileId} failed`, error),
    success: t('knowledge.delete.success'),
    failure: t('knowledge.delete.failed'),
    serverMessage: 'none',
    invalidates: agentPartReads(),
  });
  const remove = (fileId: string) => mutation.mutate(fileId);
  const deleting = mutation.isPending ? mutation.variables : undefined;
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

const knowledgeReads = () => [
  ...[knowledgeLibraryQuery(), knowledgeSearchQuery('', undefined), knowledgeFilesQuery('')].map(everyRead),
  ...agentPartReads(),
];

export type FileChange =
  | { kind: 'edit'; row: LibraryRow; body: KnowledgeFileInput }
  | { kind: 'move'; row: LibraryRow; agentId: string };

export function useChangeKnowledgeFile() {
  const { t } = useTranslation();
  const mutation = useApiMutation({
    mutationFn: (change: FileChange) =>
      unwrap(
        api.PUT('/knowledge/{id}', {
          params: { path: { id: change.row.id } },
          body: change.kind === 'edit' ? change.body : { agent: change.agentId },
        }),
      ),
    onError: (error, change) => console.error(`Changing knowledge file ${change.row.id} failed`, error),
    success: ({ data }, change) => t(`knowledge.library.${change.kind}.success`, { name: data.fileName }),
    failure: (change) => t(`knowledge.library.${change.kind}.failed`),
    serverMessage: 'failure',
    invalidates: knowledgeReads(),
  });
  const save = (change: FileChange, onSaved: () => void) => mutation.mutate(change, { onSuccess: onSaved });
  return { save, saving: mutation.isPending };
}

// Deletes the stored file itself, from whichever agent has it (spec §8's messages, as the panel's delete).
export function useDeleteKnowledgeFileEverywhere() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (init: CallInit<'/knowledge/{id}', 'delete'>) => unwrap(api.DELETE('/knowledge/{id}', init)),
    onError: (error, { params }) =>
      console.error(`Deleting knowledge file ${params.path.id} everywhere failed`, error),
    success: t('knowledge.delete.success'),
    failure: t('knowledge.delete.failed'),
    serverMessage: 'none',
    invalidates: knowledgeReads(),
  });
}

// The contract gives a file one agent at a time; to reuse it, the stored file is read back and
// uploaded to this agent as a file of its own, under the same name and type.
export function useCopyKnowledgeFile(agentId: string) {
  const { t } = useTranslation();
  return useApiMutation({
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
    onError: (error, row) => console.error(`Copying knowledge file ${row.id} failed`, error),
    success: (_data, row) => t('knowledge.library.copy.success', { name: row.fileName }),
    failure: (row) => t('knowledge.library.copy.failed', { name: row.fileName }),
    serverMessage: 'none',
    invalidates: knowledgeReads(),
  });
}
