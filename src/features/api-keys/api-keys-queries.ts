import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { errorMessage, serverError } from '@/api/errors';
import { $api } from '@/api/queries';
import { notify } from '@/components/toaster';
import { splitCreated, type ApiKey } from './api-keys-model';

/** The company's API keys (without their secrets). */
export const apiKeysQuery = () => $api.queryOptions('get', '/api-keys');

/**
 * Creates a key (`POST /api-keys`). The secret goes to `reveal` only: it is in no query's cache,
 * and the mutation forgets its result as soon as nothing watches it (`gcTime: 0`), so once the
 * dialog that shows it closes, the secret is gone.
 */
export function useCreateApiKey(reveal: (secret: string, apiKey: ApiKey) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    gcTime: 0,
    mutationFn: async (name: string): Promise<string | undefined> => {
      const { data, error } = await api.POST('/api-keys', { body: { name } });
      if (!data) throw serverError(error);
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

/** Revokes a key (`DELETE /api-keys/{id}`): a toast, then the fresh list. */
export function useRevokeApiKey() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (apiKey: ApiKey): Promise<string | undefined> => {
      const { data, error } = await api.DELETE('/api-keys/{id}', { params: { path: { id: apiKey.id } } });
      if (!data) throw serverError(error);
      return data.message;
    },
    onSuccess: async (message) => {
      notify('success', message ?? t('apiKeys.revoke.done'));
      await queryClient.invalidateQueries({ queryKey: apiKeysQuery().queryKey });
    },
    onError: (error) => notify('error', errorMessage(error, t('apiKeys.revoke.failed'))),
  });
}
