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
import { agentVersionsQuery, ifMatch } from '../versions/versions-queries';
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
// A save names the agent's revision it was based on: refused as based on an older copy (409), the
// newer agent is read again and the caller keeps what the user changed, for another try.
function useSaveSection<Item>(
  agentId: string,
  kind: SectionKind,
  send: (body: { agentId: string; items: Item[] }, header: Header) => Promise<{ data: Agent }>,
  toasts?: SectionToasts,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const store = useStoreAgent(agentId);
  const section = t(`agents.sections.kinds.${kind}.title`);
  const { done, failed } = toasts ?? {
    done: t('agents.sections.saved', { section }),
    failed: t('agents.sections.saveFailed', { section }),
  };
  const mutation = useApiMutation({
    mutationFn: ({ items, revision }: { items: Item[]; revision?: number }) =>
      send({ agentId, items }, ifMatch(revision)),
    onSuccess: ({ data }) => store(data),
    onError: () =>
      Promise.all(
        [agentSectionsQuery(agentId), agentQuery(agentId)].map(({ queryKey }) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    success: done,
    failure: failed,
    serverMessage: 'failure',
    invalidates: [...agentListReads(), agentVersionsQuery(agentId)],
  });
  return {
    isPending: mutation.isPending,
    save: async (items: Item[], revision?: number): Promise<Agent> =>
      (await mutation.mutateAsync({ items, revision })).data,
  };
}

type Header = ReturnType<typeof ifMatch>;
type PromptSectionBody = { agentId: string; items: PromptItemInput[] };

const sendPromptSection = {
  policies: (body: PromptSectionBody, header: Header) =>
    unwrap(api.POST('/agents/update_policies/', { params: { header }, body })),
  rules: (body: PromptSectionBody, header: Header) =>
    unwrap(api.POST('/agents/update_rules/', { params: { header }, body })),
  objectives: (body: PromptSectionBody, header: Header) =>
    unwrap(api.POST('/agents/update_objectives/', { params: { header }, body })),
};

export const useSavePromptSection = (agentId: string, kind: PromptSectionKind, toasts?: SectionToasts) =>
  useSaveSection(agentId, kind, sendPromptSection[kind], toasts);

export const useSaveProducts = (agentId: string) =>
  useSaveSection(agentId, 'products', (body: { agentId: string; items: ProductInput[] }, header: Header) =>
    unwrap(api.POST('/agents/update_products/', { params: { header }, body })),
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
