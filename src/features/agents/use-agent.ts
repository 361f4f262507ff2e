import { useQuery } from '@tanstack/react-query';
import { agentQuery } from './agents-queries';
import type { Agent } from './agent-types';

/**
 * The agent of the prompt editor, always fetched by id (`GET /agents/{id}/`, agent in
 * `data.data`) so that a reload or a shared link works. An agent handed over in navigation state
 * only fills the first paint while the request runs.
 */
export function useAgent(agentId: string, initialAgent?: Agent) {
  const placeholder = initialAgent?.id === agentId ? { data: { data: initialAgent } } : undefined;
  return useQuery({
    ...agentQuery(agentId),
    placeholderData: placeholder,
    select: (response) => response.data.data,
  });
}
