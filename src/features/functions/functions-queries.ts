import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { invalidateAgentLists } from '@/api/agent-lists';
import { errorMessage } from '@/api/errors';
import { $api } from '@/api/queries';
import { notify } from '@/components/toaster';
import type { FunctionFormData } from './function-form-data';
import { savedToastKey, type AgentFunction } from './function-types';
import { toFunctionInput } from './to-function-input';

export const functionsQuery = (agentId: string) =>
  $api.queryOptions('get', '/function/agent/{agentId}', { params: { path: { agentId } } });

export function useFunctions(agentId: string) {
  return useQuery({ ...functionsQuery(agentId), select: (response) => response.data.data });
}

function useRefreshFunctions(agentId: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => {
    invalidateAgentLists(queryClient);
    return queryClient.invalidateQueries({ queryKey: functionsQuery(agentId).queryKey });
  };
}

// Never throws: on failure the form keeps what the user typed.
export function useSaveFunction(agentId: string) {
  const { t } = useTranslation();
  const refresh = useRefreshFunctions(agentId);
  const create = $api.useMutation('post', '/function');
  const update = $api.useMutation('put', '/function/{id}');

  const save = async (data: FunctionFormData, editing?: AgentFunction): Promise<boolean> => {
    const body = toFunctionInput(agentId, data, editing);
    try {
      if (editing) await update.mutateAsync({ params: { path: { id: editing.id } }, body });
      else await create.mutateAsync({ body });
    } catch (error) {
      notify('error', errorMessage(error, t('functions.toast.saveFailed')));
      return false;
    }
    notify('success', t(savedToastKey(body.type)));
    void refresh();
    return true;
  };
  return { save, saving: create.isPending || update.isPending };
}

export function useDeleteFunction(agentId: string) {
  const { t } = useTranslation();
  const refresh = useRefreshFunctions(agentId);
  const remove = $api.useMutation('delete', '/function/{id}');

  const deleteFunction = async (fn: AgentFunction): Promise<boolean> => {
    try {
      await remove.mutateAsync({ params: { path: { id: fn.id } } });
    } catch (error) {
      notify('error', errorMessage(error, t('functions.toast.deleteFailed')));
      return false;
    }
    notify('success', t('functions.toast.deleted'));
    void refresh();
    return true;
  };
  return { deleteFunction, deleting: remove.isPending };
}
