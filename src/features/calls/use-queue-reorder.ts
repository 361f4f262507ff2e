import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { $api } from '@/api/queries';
import { notify } from '@/components/toaster';
import { queueQuery, type CallsResponse } from './call-queries';
import { inOrder } from './queue-order';

/**
 * Sends a new queue order. The cached queue shows it at once (optimistic); if the server refuses,
 * the order before the change comes back and a toast says so. Resolves true when stored.
 */
export function useQueueReorder(agentId: string | undefined) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rearrange = $api.useMutation('post', '/calls/rearrange_queue');
  const { queryKey } = queueQuery(agentId);

  const reorder = async (order: string[]): Promise<boolean> => {
    await queryClient.cancelQueries({ queryKey });
    const before = queryClient.getQueryData<CallsResponse>(queryKey);
    queryClient.setQueryData<CallsResponse>(queryKey, (old) =>
      old
        ? { ...old, data: { ...old.data, data: inOrder(old.data.data, order).map(withPosition(order)) } }
        : old,
    );
    try {
      await rearrange.mutateAsync({ body: { ...(agentId ? { agentId } : {}), order } });
      return true;
    } catch (error) {
      queryClient.setQueryData<CallsResponse>(queryKey, before);
      notify('error', errorMessage(error, t('calls.queue.failed')), t('calls.queue.undone'));
      return false;
    }
  };

  return { reorder, pending: rearrange.isPending };
}

/** The queue position of a queued call after the change (others keep theirs). */
const withPosition =
  (order: readonly string[]) =>
  <T extends { id: string; queuePosition: number | null }>(call: T): T => {
    const index = order.indexOf(call.id);
    return index === -1 ? call : { ...call, queuePosition: index + 1 };
  };
