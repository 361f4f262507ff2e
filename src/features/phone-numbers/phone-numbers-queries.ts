import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { $api } from '@/api/queries';
import { notify } from '@/components/toaster';
import { type Did, type DidStatus, requestFor } from './did-model';

// The reads of the phone-number screens, built once and shared by the routes and the components,
// and their writes.

/** The company's numbers of one status (`GET /dids?status=`, the list in `data.data`). */
export const didsQuery = (status: DidStatus) =>
  $api.queryOptions('get', '/dids', { params: { query: { status } } });

/** The company's agents, to name the agent each number serves. */
export const agentsQuery = () => $api.queryOptions('get', '/agents');

/** After a request or a cancel every list of numbers (any status, any screen) is stale. */
export function invalidateDids(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: didsQuery('Available').queryKey.slice(0, 2) });
}

/**
 * Requesting a number like one of the available ones (`POST /dids/request`) and cancelling a
 * request (`POST /dids/cancel/`). Each resolves true on success, false on failure, after a toast
 * with the server's message (else the screen's own); they never throw.
 */
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
