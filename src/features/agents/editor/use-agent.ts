import { useQuery } from '@tanstack/react-query';
import { agentQuery } from '../agents-queries';
import type { Agent } from '../agent-types';

// Always fetched by id, so that a reload or a shared link works; navigation state only fills the first paint.
export function useAgent(agentId: string, initialAgent?: Agent) {
  const placeholder = initialAgent?.id === agentId ? { data: { data: initialAgent } } : undefined;
  return useQuery({
    ...agentQuery(agentId),
    placeholderData: placeholder,
    select: (response) => response.data.data,
  });
}
