import type { QueryClient } from '@tanstack/react-query';
import { $api } from './queries';

/**
 * Every cached agent list (`/agents`, `/agents/fetch`, and the one with meta, which counts each
 * agent's functions and knowledge files). A change to an agent, or to its functions or knowledge
 * files, makes them stale, whatever their parameters: the keys are the lists' own `[method, path]`.
 */
export function invalidateAgentLists(queryClient: QueryClient): void {
  const lists = [
    $api.queryOptions('get', '/agents/fetch_list_with_meta/'),
    $api.queryOptions('get', '/agents'),
    $api.queryOptions('get', '/agents/fetch'),
  ];
  for (const { queryKey } of lists) void queryClient.invalidateQueries({ queryKey: queryKey.slice(0, 2) });
}
