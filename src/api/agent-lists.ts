import type { QueryClient } from '@tanstack/react-query';
import { $api } from './queries';

// A change to an agent, its functions or knowledge files makes every list stale (the meta one counts them).
export function invalidateAgentLists(queryClient: QueryClient): void {
  const lists = [
    $api.queryOptions('get', '/agents/fetch_list_with_meta/'),
    $api.queryOptions('get', '/agents'),
    $api.queryOptions('get', '/agents/fetch'),
  ];
  for (const { queryKey } of lists) void queryClient.invalidateQueries({ queryKey: queryKey.slice(0, 2) });
}
