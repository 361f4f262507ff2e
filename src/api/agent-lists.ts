import type { QueryClient } from '@tanstack/react-query';

/**
 * Every cached agent list (`/agents`, `/agents/fetch`, and the one with meta, which counts each
 * agent's functions and knowledge files). A change to an agent, or to its functions or knowledge
 * files, makes them stale; the keys are openapi-react-query's `[method, path]` prefixes.
 */
export const agentListKeys = [
  ['get', '/agents/fetch_list_with_meta/'],
  ['get', '/agents'],
  ['get', '/agents/fetch'],
] as const;

export function invalidateAgentLists(queryClient: QueryClient): void {
  for (const queryKey of agentListKeys) void queryClient.invalidateQueries({ queryKey });
}
