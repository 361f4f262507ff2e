import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { $api } from '@/api/queries';
import { useApiMutation } from '@/components/use-api-mutation';
import { splitCreated, type ApiKey } from './api-keys-model';

export const apiKeysQuery = () => $api.queryOptions('get', '/api-keys');

// The secret goes to `reveal` only: no query caches it, and `gcTime: 0` drops the mutation's
// result once nothing watches it, so it is gone when its dialog closes.
export function useCreateApiKey(reveal: (secret: string, apiKey: ApiKey) => void) {
  const { t } = useTranslation();
  return useApiMutation({
    gcTime: 0,
    mutationFn: async (name: string): Promise<void> => {
      const data = await unwrap(api.POST('/api-keys', { body: { name } }));
      const { apiKey, secret } = splitCreated(data.data);
      reveal(secret, apiKey);
    },
    failure: t('apiKeys.create.failed'),
    invalidates: [apiKeysQuery()],
  });
}

export function useRevokeApiKey() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (apiKey: ApiKey) =>
      unwrap(api.DELETE('/api-keys/{id}', { params: { path: { id: apiKey.id } } })),
    success: t('apiKeys.revoke.done'),
    failure: t('apiKeys.revoke.failed'),
    invalidates: [apiKeysQuery()],
  });
}
