import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { agentPartReads } from '@/api/agent-lists';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { $api } from '@/api/queries';
import { succeeded, useApiMutation } from '@/components/use-api-mutation';
import type { FunctionFormData } from './function-form-data';
import { savedToastKey, type AgentFunction, type FunctionInput } from './function-types';
import { toFunctionInput } from './to-function-input';

export const functionsQuery = (agentId: string) =>
  $api.queryOptions('get', '/function/agent/{agentId}', { params: { path: { agentId } } });

export function useFunctions(agentId: string) {
  return useQuery({ ...functionsQuery(agentId), select: (response) => response.data.data });
}

const functionReads = (agentId: string) => [...agentPartReads(), functionsQuery(agentId)];

// Never throws: on failure the form keeps what the user typed.
export function useSaveFunction(agentId: string) {
  const { t } = useTranslation();
  const mutation = useApiMutation({
    mutationFn: ({ body, id }: { body: FunctionInput; id?: string }) =>
      id
        ? unwrap(api.PUT('/function/{id}', { params: { path: { id } }, body }))
        : unwrap(api.POST('/function', { body })),
    success: (_answer, { body }) => t(savedToastKey(body.type)),
    failure: t('functions.toast.saveFailed'),
    serverMessage: 'failure',
    invalidates: functionReads(agentId),
  });
  const save = (data: FunctionFormData, editing?: AgentFunction): Promise<boolean> =>
    succeeded(mutation.mutateAsync({ body: toFunctionInput(agentId, data, editing), id: editing?.id }));
  return { save, saving: mutation.isPending };
}

export function useDeleteFunction(agentId: string) {
  const { t } = useTranslation();
  const mutation = useApiMutation({
    mutationFn: (fn: AgentFunction) =>
      unwrap(api.DELETE('/function/{id}', { params: { path: { id: fn.id } } })),
    success: t('functions.toast.deleted'),
    failure: t('functions.toast.deleteFailed'),
    serverMessage: 'failure',
    invalidates: functionReads(agentId),
  });
  const deleteFunction = (fn: AgentFunction): Promise<boolean> => succeeded(mutation.mutateAsync(fn));
  return { deleteFunction, deleting: mutation.isPending };
}
