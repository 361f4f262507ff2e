import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { agentListReads } from '@/api/agent-lists';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { $api } from '@/api/queries';
import type { components } from '@/api/schema.gen';
import type { Agent } from '../agent-types';
import { useApiMutation } from '@/components/use-api-mutation';
import { agentQuery, updateCachedAgent } from '../agents-queries';
import { agentVersionsQuery } from '../versions/versions-queries';
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
  };
}

export interface SectionToasts {
  done?: string;
  failed: string;
}

// The editor's toasts name the section; the flow designer gives its own (its success is announced).
function useSaveSection<Item>(
  agentId: string,
  kind: SectionKind,
  send: (body: { agentId: string; items: Item[] }) => Promise<{ data: Agent }>,
  toasts?: SectionToasts,
) {
  const { t } = useTranslation();
  const store = useStoreAgent(agentId);
  const section = t(`agents.sections.kinds.${kind}.title`);
  const { done, failed } = toasts ?? {
    done: t('agents.sections.saved', { section }),
    failed: t('agents.sections.saveFailed', { section }),
  };
  const mutation = useApiMutation({
    mutationFn: (items: Item[]) => send({ agentId, items }),
    onSuccess: ({ data }) => store(data),
    success: done,
    failure: failed,
    serverMessage: 'failure',
    invalidates: [...agentListReads(), agentVersionsQuery(agentId)],
  });
  return {
    isPending: mutation.isPending,
    save: async (items: Item[]): Promise<Agent> => (await mutation.mutateAsync(items)).data,
  };
}

type PromptSectionBody = { agentId: string; items: PromptItemInput[] };

const sendPromptSection = {
  policies: (body: PromptSectionBody) => unwrap(api.POST('/agents/update_policies/', { body })),
  rules: (body: PromptSectionBody) => unwrap(api.POST('/agents/update_rules/', { body })),
  objectives: (body: PromptSectionBody) => unwrap(api.POST('/agents/update_objectives/', { body })),
};

export const useSavePromptSection = (agentId: string, kind: PromptSectionKind, toasts?: SectionToasts) =>
  useSaveSection(agentId, kind, sendPromptSection[kind], toasts);

export const useSaveProducts = (agentId: string) =>
  useSaveSection(agentId, 'products', (body: { agentId: string; items: ProductInput[] }) =>
    unwrap(api.POST('/agents/update_products/', { body })),
  );

// The prompt is only returned: the editor saves it with the agent once the user accepts it.
export function useComposePrompt(agentId: string) {
  const { t } = useTranslation();
  const mutation = useApiMutation({
    mutationFn: (goal: string) =>
      unwrap(api.POST('/agents/generate_prompt/', { body: goal ? { agentId, goal } : { agentId } })),
    failure: t('agents.compose.failed'),
  });
  return {
    isPending: mutation.isPending,
    compose: (goal: string): Promise<string | null> =>
      mutation.mutateAsync(goal.trim()).then(
        ({ data }) => data.global_prompt,
        () => null,
      ),
  };
}
