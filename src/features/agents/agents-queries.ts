import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateAgentLists } from '@/api/agent-lists';
import { errorMessage } from '@/api/errors';
import { agentUpdateBody } from '@/api/models/agent-update';
import { $api, $upload } from '@/api/queries';
import type { paths } from '@/api/schema.gen';
import { notify } from '@/components/toaster';
import { savedAgent } from './agent-payload';
import type { Agent, AgentChanges, AgentCreate } from './agent-types';
import { assignmentBody } from './did-options';

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
  const { mutateAsync } = $api.useMutation('put', '/agents/{id}');

  return useCallback(
    async (agent, changes, texts) => {
      // The latest stored agent (an earlier save may have changed another box), else the one shown.
      const stored = queryClient.getQueryData<AgentResponse>(agentQuery(agent.id).queryKey)?.data.data;
      const payload = agentUpdateBody(stored ?? agent, changes);
      try {
        await mutateAsync({ params: { path: { id: agent.id } }, body: payload });
      } catch (error) {
        notify('error', errorMessage(error, texts.failed));
        return false;
      }
      updateCachedAgent(queryClient, agent.id, (old) => savedAgent(old, payload));
      invalidateAgentLists(queryClient);
      notify('success', texts.done);
      return true;
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
export const agentFunctionsQuery = (agentId: string) =>
  $api.queryOptions('get', '/function/agent/{agentId}', { params: { path: { agentId } } });

const serverMessage = (data: unknown, fallback: string): string => {
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
};

export function useAgentActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const create = $api.useMutation('post', '/agents/');
  const duplicate = $api.useMutation('post', '/agents/duplicate');
  const rename = $upload.useMutation('post', '/agents/update_agent_name_logo/');
  const avatar = $api.useMutation('put', '/agents/updateagentavatar/{id}');
  const remove = $api.useMutation('delete', '/agents/{id}/');

  const run = async (call: () => Promise<unknown>, done: string, failed: string): Promise<boolean> => {
    try {
      const data = await call();
      notify('success', serverMessage(data, t(done)));
      return true;
    } catch (error) {
      notify('error', errorMessage(error, t(failed)));
      return false;
    } finally {
      invalidateAgentLists(queryClient);
    }
  };

  return {
    pending:
      create.isPending || duplicate.isPending || rename.isPending || avatar.isPending || remove.isPending,
    create: (body: AgentCreate) =>
      run(() => create.mutateAsync({ body }), 'agents.create.done', 'agents.create.failed'),
    duplicate: (id: string) =>
      run(() => duplicate.mutateAsync({ body: { id } }), 'agents.duplicate.done', 'agents.duplicate.failed'),
    rename: (id: string, name: string, logo?: File) =>
      run(
        () => rename.mutateAsync({ body: logo ? { id, name, logo } : { id, name } }),
        'agents.rename.done',
        'agents.rename.failed',
      ),
    changeAvatar: (id: string, path: string) =>
      run(
        () => avatar.mutateAsync({ params: { path: { id } }, body: { avatar: path } }),
        'agents.avatar.done',
        'agents.avatar.failed',
      ),
    remove: (id: string) =>
      run(
        () => remove.mutateAsync({ params: { path: { id } } }),
        'agents.delete.done',
        'agents.delete.failed',
      ),
  };
}

export function useAssignNumber(agentId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { mutateAsync, isPending } = $api.useMutation('put', '/dids/agent/{agentId}');

  const assign = async (chosenId: string | null): Promise<boolean> => {
    try {
      const saved = await mutateAsync({ params: { path: { agentId } }, body: assignmentBody(chosenId) });
      queryClient.setQueryData(agentDidsQuery(agentId).queryKey, saved);
      updateCachedAgent(queryClient, agentId, (agent) => ({ ...agent, inboundNumber: chosenId }));
      notify('success', t('agents.editor.numberSaved'));
      return true;
    } catch (error) {
      notify('error', errorMessage(error, t('agents.editor.numberFailed')));
      return false;
    } finally {
      // The number freed and the one taken change who else may choose them.
      void queryClient.invalidateQueries({ queryKey: didsQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: agentDidsQuery(agentId).queryKey });
      invalidateAgentLists(queryClient);
    }
  };

  return { assign, pending: isPending };
}
