import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { invalidateAgentLists } from '@/api/agent-lists';
import { errorMessage } from '@/api/errors';
import { $api } from '@/api/queries';
import { notify } from '@/components/toaster';
import type { FunctionFormData } from './function-form-data';
import { savedToastKey, type AgentFunction } from './function-types';
import { toFunctionInput } from './to-function-input';

/** The one query of an agent's functions (`GET /function/agent/{agentId}`, the list in data.data). */
export const functionsQuery = (agentId: string) =>
  $api.queryOptions('get', '/function/agent/{agentId}', { params: { path: { agentId } } });

export function useFunctions(agentId: string) {
  return useQuery({ ...functionsQuery(agentId), select: (response) => response.data.data });
}

/** Refreshes the agent's functions, and the agent lists that count them. */
function useRefreshFunctions(agentId: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => {
    invalidateAgentLists(queryClient);
    return queryClient.invalidateQueries({ queryKey: functionsQuery(agentId).queryKey });
  };
}

/**
 * Saves the function form: `POST /function` in add mode, `PUT /function/{id}` in edit mode
 * (`editing` is the stored function). Resolves true on success (the type's toast, the list
 * refreshed), false on failure (the server's message, else 'Failed to save function'); it never
 * throws, so the form keeps what the user typed.
 */
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

/**
 * Deletes a function (`DELETE /function/{id}`): 'Function deleted successfully' and a refreshed
 * list, or the server's message, else 'Failed to delete function'. Resolves true on success.
 */
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
