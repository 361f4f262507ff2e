import { useQuery } from '@tanstack/react-query';
import { $api } from '@/api/queries';

/** The one query of an agent's knowledge files (`data.data`), shared by the list, delete and upload. */
export const knowledgeFilesQuery = (agentId: string) =>
  $api.queryOptions('get', '/knowledge/agent/{agentId}', { params: { path: { agentId } } });

/** The agent's knowledge files; loaded only when there is an agent id (spec, section 4). */
export function useKnowledgeFiles(agentId: string) {
  return useQuery({ ...knowledgeFilesQuery(agentId), enabled: agentId !== '' });
}
