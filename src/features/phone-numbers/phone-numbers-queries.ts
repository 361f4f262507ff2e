import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { $api } from '@/api/queries';
import { notify } from '@/components/toaster';
import { type Did, type DidStatus, requestFor } from './did-model';

export const didsQuery = (status: DidStatus) =>
  $api.queryOptions('get', '/dids', { params: { query: { status } } });

export const agentsQuery = () => $api.queryOptions('get', '/agents');

export function invalidateDids(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: didsQuery('Available').queryKey.slice(0, 2) });
}

export function useDidActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const request = $api.useMutation('post', '/dids/request');
  const cancel = $api.useMutation('post', '/dids/cancel/');

  const requestNumber = async (did: Did): Promise<boolean> => {
    const body = requestFor(did);
    if (!body) {
      notify('error', t('phoneNumbers.request.failed'));
      return false;
    }
    try {
      const response = await request.mutateAsync({ body });
      notify('success', response.message || t('phoneNumbers.request.done'));
      invalidateDids(queryClient);
      return true;
    } catch (error) {
      notify('error', errorMessage(error, t('phoneNumbers.request.failed')));
      return false;
    }
  };

  const cancelRequest = async (did: Did): Promise<boolean> => {
    try {
      const response = await cancel.mutateAsync({ body: { id: did.id } });
      notify('success', response.message || t('phoneNumbers.cancel.done'));
      invalidateDids(queryClient);
      return true;
    } catch (error) {
      notify('error', errorMessage(error, t('phoneNumbers.cancel.failed')));
      return false;
    }
  };

  return { requestNumber, cancelRequest, requesting: request.isPending, cancelling: cancel.isPending };
}
