import { useQueryClient } from '@tanstack/react-query';
import { invalidateAgentLists } from '@/api/agent-lists';
import { $api } from '@/api/queries';
import type { components } from '@/api/schema.gen';
import type { Agent } from './agent-types';
import { agentQuery, updateCachedAgent } from './agents-queries';
import type { AgentPromptItemInput } from '@/api/models/schemas';

export type PromptSectionKind = 'policies' | 'rules' | 'objectives';
export type SectionKind = PromptSectionKind | 'products';
export type PromptItemInput = AgentPromptItemInput;
export type ProductInput = components['schemas']['AgentProductInput'];

export const sectionKinds: readonly SectionKind[] = ['objectives', 'policies', 'rules', 'products'];

export const agentSectionsQuery = (agentId: string) =>
  $api.queryOptions('post', '/agents/get_agent/', { body: { agentId } });

// Each save replaces the whole section and answers with the whole agent: both caches take it, so
// the editor, the flow designer and the agent's own read never disagree.
function useStoreAgent(agentId: string) {
  const queryClient = useQueryClient();
  return (agent: Agent) => {
    queryClient.setQueryData(agentSectionsQuery(agentId).queryKey, (old) =>
      old ? { ...old, data: agent } : old,
    );
    if (queryClient.getQueryData(agentQuery(agentId).queryKey)) {
      updateCachedAgent(queryClient, agentId, () => agent);
    }
    invalidateAgentLists(queryClient);
  };
}

export function useSavePromptSection(agentId: string, kind: PromptSectionKind) {
  const store = useStoreAgent(agentId);
  const policies = $api.useMutation('post', '/agents/update_policies/');
  const rules = $api.useMutation('post', '/agents/update_rules/');
  const objectives = $api.useMutation('post', '/agents/update_objectives/');
  const mutation = { policies, rules, objectives }[kind];
  return {
    isPending: mutation.isPending,
    save: async (items: PromptItemInput[]): Promise<Agent> => {
      const { data } = await mutation.mutateAsync({ body: { agentId, items } });
      store(data);
      return data;
    },
  };
}

export function useSaveProducts(agentId: string) {
  const store = useStoreAgent(agentId);
  const mutation = $api.useMutation('post', '/agents/update_products/');
  return {
    isPending: mutation.isPending,
    save: async (items: ProductInput[]): Promise<Agent> => {
      const { data } = await mutation.mutateAsync({ body: { agentId, items } });
      store(data);
      return data;
    },
  };
}

// The prompt is only returned: the editor saves it with the agent once the user accepts it.
export function useComposePrompt(agentId: string) {
  const mutation = $api.useMutation('post', '/agents/generate_prompt/');
  return {
    isPending: mutation.isPending,
    compose: async (goal: string): Promise<string> => {
      const trimmed = goal.trim();
      const { data } = await mutation.mutateAsync({
        body: trimmed ? { agentId, goal: trimmed } : { agentId },
      });
      return data.global_prompt;
    },
  };
}
