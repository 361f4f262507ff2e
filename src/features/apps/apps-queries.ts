import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { errorMessage, serverError, unwrap } from '@/api/errors';
import { notify } from '@/components/toaster';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: IntegrationInput) => {
      const data = await unwrap(api.POST('/integrations', { body }));
      return data;
    },
    onSuccess: async (result) => {
      notify('success', result.message ?? t('apps.done.connect'));
      await queryClient.invalidateQueries({ queryKey: integrationsQuery(companyId).queryKey });
    },
    onError: (error) => notify('error', errorMessage(error, t('apps.failed.connect'))),
  });
}

export function useToggleSync(companyId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { queryKey } = integrationsQuery(companyId);
  return useMutation({
    mutationFn: async (integration: Integration) => {
      const data = await unwrap(
        api.PATCH('/integrations/{id}/toggle-sync', {
          params: { path: { id: integration.id } },
        }),
      );
      return data;
    },
    onMutate: async (integration) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (current) =>
        current ? withSync(current, integration.id, !integration.syncEnabled) : current,
      );
      return { previous };
    },
    onError: (error, integration, context) => {
      if (context?.previous) {
        const before = context.previous.find((item) => item.id === integration.id);
        queryClient.setQueryData(queryKey, (current) =>
          current && before ? withSync(current, integration.id, before.syncEnabled) : current,
        );
      }
      notify('error', errorMessage(error, t('apps.failed.toggle')));
    },
    onSuccess: (result, integration) => {
      const next = result.data as Integration | undefined;
      if (next && next.id === integration.id)
        queryClient.setQueryData(queryKey, (current) => (current ? withIntegration(current, next) : current));
      const on = next?.syncEnabled ?? !integration.syncEnabled;
      notify('success', result.message ?? t(on ? 'apps.done.syncOn' : 'apps.done.syncOff'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export function useEditIntegration(companyId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { queryKey } = integrationsQuery(companyId);
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: IntegrationInput }) => {
      const data = await unwrap(api.PUT('/integrations/{id}', { params: { path: { id } }, body }));
      return data;
    },
    onSuccess: async (result) => {
      notify('success', result.message ?? t('apps.done.edit'));
      queryClient.setQueryData(queryKey, (current) =>
        current ? withIntegration(current, result.data) : current,
      );
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => notify('error', errorMessage(error, t('apps.failed.edit'))),
  });
}

export function useRemove(companyId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (integration: Integration) => {
      const data = await unwrap(
        api.DELETE('/integrations/{id}', {
          params: { path: { id: integration.id } },
        }),
      );
      return data;
    },
    onSuccess: (result, integration) => {
      notify('success', result.message || t('apps.done.remove'));
      const { queryKey } = integrationsQuery(companyId);
      queryClient.setQueryData(queryKey, (current) => current?.filter((item) => item.id !== integration.id));
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => notify('error', errorMessage(error, t('apps.failed.remove'))),
  });
}
