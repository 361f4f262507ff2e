import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { serverError, unwrap } from '@/api/errors';
import { $api } from '@/api/queries';
import { everyRead } from '@/api/reads';
import { succeeded, useApiMutation } from '@/components/use-api-mutation';
import { type Did, type DidStatus, requestFor } from './did-model';

export const didsQuery = (status: DidStatus) =>
  $api.queryOptions('get', '/dids', { params: { query: { status } } });

export const agentsQuery = () => $api.queryOptions('get', '/agents');

const didReads = () => [everyRead(didsQuery('Available'))];

export function useDidActions() {
  const { t } = useTranslation();
  const request = useApiMutation({
    // A number without a valid country cannot be asked for: it fails as a refusal with no words.
    mutationFn: (did: Did) => {
      const body = requestFor(did);
      return body ? unwrap(api.POST('/dids/request', { body })) : Promise.reject(serverError(undefined));
    },
    success: t('phoneNumbers.request.done'),
    failure: t('phoneNumbers.request.failed'),
    invalidates: didReads(),
  });
  const cancel = useApiMutation({
    mutationFn: (did: Did) => unwrap(api.POST('/dids/cancel/', { body: { id: did.id } })),
    success: t('phoneNumbers.cancel.done'),
    failure: t('phoneNumbers.cancel.failed'),
    invalidates: didReads(),
  });

  return {
    requestNumber: (did: Did) => succeeded(request.mutateAsync(did)),
    cancelRequest: (did: Did) => succeeded(cancel.mutateAsync(did)),
    requesting: request.isPending,
    cancelling: cancel.isPending,
  };
}
