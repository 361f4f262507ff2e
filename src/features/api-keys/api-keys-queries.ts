import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { errorMessage, unwrap } from '@/api/errors';
import { $api } from '@/api/queries';
import { notify } from '@/components/toaster';
import { splitCreated, type ApiKey } from './api-keys-model';

export const apiKeysQuery = () => $api.queryOptions('get', '/api-keys');

// The secret goes to `reveal` only: no query caches it, and `gcTime: 0` drops the mutation's
// result once nothing watches it, so it is gone when its dialog closes.
export function useCreateApiKey(reveal: (secret: string, apiKey: ApiKey) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    gcTime: 0,
    mutationFn: async (name: string): Promise<string | undefined> => {
      const data = await unwrap(api.POST('/api-keys', { body: { name } }));
      const { apiKey, secret } = splitCreated(data.data);
      reveal(secret, apiKey);
      return data.message;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: apiKeysQuery().queryKey });
    },
    onError: (error) => notify('error', errorMessage(error, t('apiKeys.create.failed'))),
  });
}

export function useRevokeApiKey() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (apiKey: ApiKey): Promise<string | undefined> => {
      return (await unwrap(api.DELETE('/api-keys/{id}', { params: { path: { id: apiKey.id } } }))).message;
    },
    onSuccess: async (message) => {
      notify('success', message ?? t('apiKeys.revoke.done'));
      await queryClient.invalidateQueries({ queryKey: apiKeysQuery().queryKey });
    },
    onError: (error) => notify('error', errorMessage(error, t('apiKeys.revoke.failed'))),
  });
}
