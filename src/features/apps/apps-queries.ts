import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { serverError, unwrap } from '@/api/errors';
import { useApiMutation } from '@/components/use-api-mutation';
import type { App, Feature, Integration, IntegrationInput } from './app-model';
import { withIntegration, withSync } from './app-model';

/** The server's answer to a read is final: only a network failure is worth asking again. */
class AnswerError extends Error {}

const answer = (error: unknown): AnswerError => new AnswerError(serverError(error).message);

const retry = (failureCount: number, error: Error): boolean =>
  !(error instanceof AnswerError) && failureCount < 2;

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** `POST /apps/initial` is the contract's first-load read: it seeds the built-in apps for the company. */
export const catalogueQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['apps', 'catalogue', companyId],
    retry,
    queryFn: async (): Promise<App[]> => {
      if (companyId) {
        const { data, error } = await api.POST('/apps/initial', { body: { companyId } });
        if (!data) throw answer(error);
        return list<App>(data.data);
      }
      const { data, error } = await api.GET('/apps');
      if (!data) throw answer(error);
      return list<App>(data.data);
    },
  });

export const featuresQuery = (appId: string) =>
  queryOptions({
    queryKey: ['apps', 'features', appId],
    retry,
    queryFn: async (): Promise<Feature[]> => {
      const { data, error } = await api.GET('/features/app/{appId}', { params: { path: { appId } } });
      if (!data) throw answer(error);
      return list<Feature>(data.data);
    },
  });

export const integrationsQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['apps', 'integrations', companyId],
    retry,
    queryFn: async (): Promise<Integration[]> => {
      if (companyId) {
        const { data, error } = await api.GET('/integrations/company/{companyId}', {
          params: { path: { companyId } },
        });
        if (!data) throw answer(error);
        return list<Integration>(data.data);
      }
      const { data, error } = await api.GET('/integrations');
      if (!data) throw answer(error);
      return list<Integration>(data.data);
    },
  });

export function useConnect(companyId: string) {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (body: IntegrationInput) => unwrap(api.POST('/integrations', { body })),
    success: t('apps.done.connect'),
    failure: t('apps.failed.connect'),
    invalidates: [integrationsQuery(companyId)],
  });
}

export function useToggleSync(companyId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { queryKey } = integrationsQuery(companyId);
  return useApiMutation({
    mutationFn: (integration: Integration) =>
      unwrap(api.PATCH('/integrations/{id}/toggle-sync', { params: { path: { id: integration.id } } })),
    onMutate: async (integration) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (current) =>
        current ? withSync(current, integration.id, !integration.syncEnabled) : current,
      );
      return { previous };
    },
    onError: (_error, integration, context) => {
      const before = context?.previous?.find((item) => item.id === integration.id);
      if (before)
        queryClient.setQueryData(queryKey, (current) =>
          current ? withSync(current, integration.id, before.syncEnabled) : current,
        );
    },
    onSuccess: (result, integration) => {
      const next = result.data as Integration | undefined;
      if (next && next.id === integration.id)
        queryClient.setQueryData(queryKey, (current) => (current ? withIntegration(current, next) : current));
    },
    success: (result, integration) => {
      const next = result.data as Integration | undefined;
      return t((next?.syncEnabled ?? !integration.syncEnabled) ? 'apps.done.syncOn' : 'apps.done.syncOff');
    },
    failure: t('apps.failed.toggle'),
    invalidates: [integrationsQuery(companyId)],
    invalidateOnFailure: true,
  });
}

export function useEditIntegration(companyId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { queryKey } = integrationsQuery(companyId);
  return useApiMutation({
    mutationFn: ({ id, body }: { id: string; body: IntegrationInput }) =>
      unwrap(api.PUT('/integrations/{id}', { params: { path: { id } }, body })),
    onSuccess: (result) =>
      queryClient.setQueryData(queryKey, (current) =>
        current ? withIntegration(current, result.data) : current,
      ),
    success: t('apps.done.edit'),
    failure: t('apps.failed.edit'),
    invalidates: [integrationsQuery(companyId)],
  });
}

export function useRemove(companyId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { queryKey } = integrationsQuery(companyId);
  return useApiMutation({
    mutationFn: (integration: Integration) =>
      unwrap(api.DELETE('/integrations/{id}', { params: { path: { id: integration.id } } })),
    onSuccess: (_result, integration) =>
      queryClient.setQueryData(queryKey, (current) => current?.filter((item) => item.id !== integration.id)),
    success: t('apps.done.remove'),
    failure: t('apps.failed.remove'),
    invalidates: [integrationsQuery(companyId)],
  });
}
