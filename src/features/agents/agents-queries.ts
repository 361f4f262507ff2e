import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentListReads, agentPartReads } from '@/api/agent-lists';
import { api, multipart } from '@/api/client';
import { unwrap } from '@/api/errors';
import { agentUpdateBody } from '@/api/models/agent-update';
import { $api } from '@/api/queries';
import type { paths } from '@/api/schema.gen';
import { succeeded, useApiMutation } from '@/components/use-api-mutation';
import { savedAgent } from './agent-payload';
import type { Agent, AgentChanges, AgentCreate, AgentUpdate } from './agent-types';
import { assignmentBody } from './did-options';
import { agentVersionsQuery, ifMatch } from './versions/versions-queries';

export const agentQuery = (id: string) =>
  $api.queryOptions('get', '/agents/{id}/', { params: { path: { id } } });
export type AgentResponse = paths['/agents/{id}/']['get']['responses'][200]['content']['application/json'];

export const agentListQuery = () => $api.queryOptions('get', '/agents/fetch_list_with_meta/');

// Only Assigned numbers can ring an agent.
export const didsQuery = () =>
  $api.queryOptions('get', '/dids', { params: { query: { status: 'Assigned' } } });
export type DidsResponse = paths['/dids']['get']['responses'][200]['content']['application/json'];

export const agentDidsQuery = (agentId: string) =>
  $api.queryOptions('get', '/dids/agent/{agentId}', { params: { path: { agentId } } });

export const voicesQuery = () => $api.queryOptions('get', '/voices');

export function updateCachedAgent(
  queryClient: QueryClient,
  id: string,
  change: (agent: Agent) => Agent,
): void {
  queryClient.setQueryData<AgentResponse>(agentQuery(id).queryKey, (old) =>
    old ? { ...old, data: { ...old.data, data: change(old.data.data) } } : old,
  );
}

interface PutTexts {
  done: string;
  failed: string;
}

function usePutAgent(): (agent: Agent, changes: AgentChanges, texts: PutTexts) => Promise<boolean> {
  const queryClient = useQueryClient();
  const { mutateAsync } = useApiMutation({
    mutationFn: ({
      id,
      body,
      revision,
    }: {
      id: string;
      body: AgentUpdate;
      revision?: number;
      texts: PutTexts;
    }) => unwrap(api.PUT('/agents/{id}', { params: { path: { id }, header: ifMatch(revision) }, body })),
    onSuccess: (answer, { id, body }) =>
      updateCachedAgent(queryClient, id, (old) => ({
        ...savedAgent(old, body),
        revision: answer.data.revision ?? old.revision,
      })),
    // Refused as based on an older copy (409): the newer agent is read, the user's text stays.
    onError: (_error, { id }) => queryClient.invalidateQueries({ queryKey: agentQuery(id).queryKey }),
    success: (_answer, { texts }) => texts.done,
    failure: ({ texts }) => texts.failed,
    serverMessage: 'failure',
    invalidates: (_answer, { id }) => [...agentListReads(), agentVersionsQuery(id)],
  });

  return useCallback(
    (agent, changes, texts) => {
      // The latest stored agent (an earlier save may have changed another box), else the one shown.
      const stored = queryClient.getQueryData<AgentResponse>(agentQuery(agent.id).queryKey)?.data.data;
      const base = stored ?? agent;
      return succeeded(
        mutateAsync({ id: agent.id, body: agentUpdateBody(base, changes), revision: base.revision, texts }),
      );
    },
    [queryClient, mutateAsync],
  );
}

// Stable while the agent is: the editor's memoised boxes keep their save handler.
export function useSaveAgent(agent: Agent): (changes: AgentChanges) => Promise<boolean> {
  const { t } = useTranslation();
  const put = usePutAgent();
  return useCallback(
    (changes) =>
      put(agent, changes, { done: t('agents.editor.saved'), failed: t('agents.editor.saveFailed') }),
    [put, agent, t],
  );
}

export function useChangeAgentStatus() {
  const { t } = useTranslation();
  const put = usePutAgent();
  const [pending, setPending] = useState<string | null>(null);
  const change = async (agent: Agent, status: Agent['status']): Promise<boolean> => {
    setPending(agent.id);
    try {
      return await put(
        agent,
        { status },
        {
          done: t(`agents.statusChange.done.${status}`, { name: agent.name }),
          failed: t('agents.statusChange.failed'),
        },
      );
    } finally {
      setPending(null);
    }
  };
  return { change, pending };
}

// The same key as the functions card's own query: one cache for both.
export { agentFunctionsQuery, agentKnowledgeQuery } from '@/api/agent-lists';

type AgentAction =
  | { kind: 'create'; body: AgentCreate }
  | { kind: 'duplicate'; id: string }
  | { kind: 'rename'; id: string; name: string; logo?: File; revision?: number }
  | { kind: 'avatar'; id: string; path: string; revision?: number }
  | { kind: 'delete'; id: string };

function sendAgentAction(action: AgentAction): Promise<{ message?: string }> {
  switch (action.kind) {
    case 'create':
      return unwrap(api.POST('/agents/', { body: action.body }));
    case 'duplicate':
      return unwrap(api.POST('/agents/duplicate', { body: { id: action.id } }));
    case 'rename': {
      const { id, name, logo, revision } = action;
      return unwrap(
        multipart.POST('/agents/update_agent_name_logo/', {
          params: { header: ifMatch(revision) },
          body: logo ? { id, name, logo } : { id, name },
        }),
      );
    }
    case 'avatar':
      return unwrap(
        api.PUT('/agents/updateagentavatar/{id}', {
          params: { path: { id: action.id }, header: ifMatch(action.revision) },
          body: { avatar: action.path },
        }),
      );
    case 'delete':
      return unwrap(api.DELETE('/agents/{id}/', { params: { path: { id: action.id } } }));
  }
}

export function useAgentActions() {
  const { t } = useTranslation();
  const { mutateAsync, isPending } = useApiMutation({
    mutationFn: sendAgentAction,
    success: (_answer, action) => t(`agents.${action.kind}.done`),
    failure: (action) => t(`agents.${action.kind}.failed`),
    invalidates: agentPartReads(),
    invalidateOnFailure: true,
  });
  const run = (action: AgentAction) => succeeded(mutateAsync(action));

  return {
    pending: isPending,
    create: (body: AgentCreate) => run({ kind: 'create', body }),
    duplicate: (id: string) => run({ kind: 'duplicate', id }),
    // `revision`: the agent's as last read, which the change is based on (a stale one is refused).
    rename: (id: string, name: string, logo?: File, revision?: number) =>
      run({ kind: 'rename', id, name, logo, revision }),
    changeAvatar: (id: string, path: string, revision?: number) =>
      run({ kind: 'avatar', id, path, revision }),
    remove: (id: string) => run({ kind: 'delete', id }),
  };
}

export function useAssignNumber(agentId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { mutateAsync, isPending } = useApiMutation({
    mutationFn: (chosenId: string | null) =>
      unwrap(
        api.PUT('/dids/agent/{agentId}', { params: { path: { agentId } }, body: assignmentBody(chosenId) }),
      ),
    onSuccess: (saved, chosenId) => {
      queryClient.setQueryData(agentDidsQuery(agentId).queryKey, saved);
      updateCachedAgent(queryClient, agentId, (agent) => ({ ...agent, inboundNumber: chosenId }));
    },
    success: t('agents.editor.numberSaved'),
    failure: t('agents.editor.numberFailed'),
    serverMessage: 'failure',
    // The number freed and the one taken change who else may choose them.
    invalidates: [didsQuery(), agentDidsQuery(agentId), ...agentPartReads()],
    invalidateOnFailure: true,
  });

  return { assign: (chosenId: string | null) => succeeded(mutateAsync(chosenId)), pending: isPending };
}
