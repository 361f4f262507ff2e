import { queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { webhooksQuery } from '@/api/webhooks';
import { useApiMutation } from '@/components/use-api-mutation';
import {
  DELIVERIES_PAGE_SIZE,
  logIsMoving,
  splitSecret,
  type Webhook,
  type WebhookInput,
} from './webhooks-model';

const POLL_MS = 2000;

export const deliveriesQuery = (webhookId: string, pageIndex: number) =>
  queryOptions({
    queryKey: ['webhooks', 'deliveries', webhookId, pageIndex],
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/webhooks/{id}/deliveries', {
            params: { path: { id: webhookId }, query: { pageIndex, pageSize: DELIVERIES_PAGE_SIZE } },
            signal,
          }),
        )
      ).data,
    // Attempts settle and retries fall due on the server's side: the log is read again until they have.
    refetchInterval: (query) => (logIsMoving(query.state.data?.data ?? []) ? POLL_MS : false),
  });

export const deliveryQuery = (deliveryId: string) =>
  queryOptions({
    queryKey: ['webhooks', 'delivery', deliveryId],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/webhooks/deliveries/{id}', { params: { path: { id: deliveryId } }, signal })))
        .data,
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? POLL_MS : false),
  });

const everyDelivery = { queryKey: ['webhooks', 'deliveries'] };

interface Save {
  id?: string;
  input: WebhookInput;
}

// A refused save is shown in the form, beside what was typed, rather than in a toast.
export function useSaveWebhook(saved: (webhook: Webhook, secret: string | null) => void) {
  const { t } = useTranslation();
  return useApiMutation({
    gcTime: 0,
    mutationFn: async ({ id, input }: Save): Promise<void> => {
      if (id) {
        const answer = await unwrap(api.PUT('/webhooks/{id}', { params: { path: { id } }, body: input }));
        saved(answer.data, null);
        return;
      }
      const answer = await unwrap(api.POST('/webhooks', { body: input }));
      const { webhook, secret } = splitSecret(answer.data);
      saved(webhook, secret);
    },
    success: (_result, { id }) => (id ? t('webhooks.form.saved') : t('webhooks.form.added')),
    invalidates: [webhooksQuery()],
  });
}

export function useToggleWebhook() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (webhook: Webhook) =>
      unwrap(
        api.PUT('/webhooks/{id}', {
          params: { path: { id: webhook.id } },
          body: {
            url: webhook.url,
            description: webhook.description,
            events: webhook.events,
            enabled: !webhook.enabled,
          },
        }),
      ),
    serverMessage: 'failure',
    success: (_result, webhook) =>
      webhook.enabled ? t('webhooks.toggle.disabled') : t('webhooks.toggle.enabled'),
    failure: t('webhooks.toggle.failed'),
    invalidates: [webhooksQuery()],
  });
}

export function useDeleteWebhook() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (webhook: Webhook) =>
      unwrap(api.DELETE('/webhooks/{id}', { params: { path: { id: webhook.id } } })),
    serverMessage: 'failure',
    success: t('webhooks.remove.done'),
    failure: t('webhooks.remove.failed'),
    invalidates: [webhooksQuery()],
  });
}

export function useRotateSecret(reveal: (secret: string) => void) {
  const { t } = useTranslation();
  return useApiMutation({
    gcTime: 0,
    mutationFn: async (webhook: Webhook): Promise<void> => {
      const answer = await unwrap(
        api.POST('/webhooks/{id}/rotate_secret', { params: { path: { id: webhook.id } } }),
      );
      reveal(splitSecret(answer.data).secret);
    },
    failure: t('webhooks.rotate.failed'),
    invalidates: [webhooksQuery()],
  });
}

export function useSendTest() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (webhook: Webhook) =>
      unwrap(api.POST('/webhooks/{id}/test', { params: { path: { id: webhook.id } } })),
    serverMessage: 'failure',
    success: t('webhooks.test.sent'),
    failure: t('webhooks.test.failed'),
    invalidates: [everyDelivery],
  });
}

export function useRedeliver() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (deliveryId: string) =>
      unwrap(api.POST('/webhooks/deliveries/{id}/redeliver', { params: { path: { id: deliveryId } } })),
    serverMessage: 'failure',
    success: (answer) => t('webhooks.redeliver.sent', { attempt: answer.data.attempt }),
    failure: t('webhooks.redeliver.failed'),
    invalidates: [everyDelivery],
  });
}
