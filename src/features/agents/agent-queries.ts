import type { QueryClient } from '@tanstack/react-query';
import { $api } from '@/api/queries';
import type { paths } from '@/api/schema.gen';
import type { Agent, Did } from './agent-types';

// The queries of the agent screens, built once and shared by every component that reads them.

export const agentQuery = (id: string) =>
  $api.queryOptions('get', '/agents/{id}/', { params: { path: { id } } });
export type AgentResponse = paths['/agents/{id}/']['get']['responses'][200]['content']['application/json'];

export const agentListQuery = () => $api.queryOptions('get', '/agents/fetch_list_with_meta/');
export { agentListKeys, invalidateAgentLists } from '@/api/agent-lists';

/** The company's numbers; only Assigned ones can ring an agent. */
export const didsQuery = () =>
  $api.queryOptions('get', '/dids', { params: { query: { status: 'Assigned' } } });
export type DidsResponse = paths['/dids']['get']['responses'][200]['content']['application/json'];

export const voicesQuery = () => $api.queryOptions('get', '/voices');

/** Puts `change` into the cached agent (after a save the server echoes what it stored). */
export function updateCachedAgent(
  queryClient: QueryClient,
  id: string,
  change: (agent: Agent) => Agent,
): void {
  queryClient.setQueryData<AgentResponse>(agentQuery(id).queryKey, (old) =>
    old ? { ...old, data: { ...old.data, data: change(old.data.data) } } : old,
  );
}

/** Puts the numbers as changed into the cached list. */
export function updateCachedDids(queryClient: QueryClient, change: (did: Did) => Did): void {
  queryClient.setQueryData<DidsResponse>(didsQuery().queryKey, (old) =>
    old ? { ...old, data: { ...old.data, data: old.data.data.map(change) } } : old,
  );
}
