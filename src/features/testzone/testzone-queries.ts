import { keepPreviousData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { errorMessage, unwrap } from '@/api/errors';
import { $api } from '@/api/queries';
import type { components } from '@/api/schema.gen';
import { notify } from '@/components/toaster';
import type { Scenario, ScenarioInput, ScenarioRun } from './scenario-model';
import type { TestzoneSearch } from './testzone-search';

export type ScenarioFetchQuery = components['schemas']['TestScenarioFetchQuery'];

export const SCENARIO_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_SCENARIO_PAGE_SIZE = 20;
export const RESULTS_LIMIT = 20;
export const RUN_POLL_MS = 3000;

export const scenarioPageQuery = (
  pageIndex: number,
  pageSize: number,
  search = '',
  filters: TestzoneSearch = {},
) => ({
  ...$api.queryOptions('post', '/testzone/fetch', {
    body: {
      pageIndex,
      pageSize,
      sortBy: 'updatedAt',
      sortOrder: 'desc',
      ...(search ? { search } : {}),
      ...(filters.agentId ? { agentId: filters.agentId } : {}),
      ...(filters.status ? { status: filters.status } : {}),
    } satisfies ScenarioFetchQuery,
  }),
  placeholderData: keepPreviousData,
});

export const resultsQuery = (scenarioId: string) =>
  $api.queryOptions('post', '/testzone/results', { body: { scenarioId, limit: RESULTS_LIMIT } });

export const agentsQuery = () => $api.queryOptions('get', '/agents');

export async function invalidateTestzone(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [scenarioPageQuery(0, DEFAULT_SCENARIO_PAGE_SIZE), resultsQuery('')].map(({ queryKey }) =>
      queryClient.invalidateQueries({ queryKey: queryKey.slice(0, 2) }),
    ),
  );
}

export const invalidateScenarios = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({
    queryKey: scenarioPageQuery(0, DEFAULT_SCENARIO_PAGE_SIZE).queryKey.slice(0, 2),
  });

export type ScenarioChange =
  | { kind: 'create'; body: ScenarioInput }
  | { kind: 'update'; scenario: Scenario; body: ScenarioInput }
  | { kind: 'delete'; scenario: Scenario };

export function useScenarioChange() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ScenarioChange): Promise<string | undefined> => {
      if (change.kind === 'create') {
        return (await unwrap(api.POST('/testzone', { body: change.body }))).message;
      }
      const path = { id: change.scenario.id };
      if (change.kind === 'update') {
        return (await unwrap(api.PUT('/testzone/{id}', { params: { path }, body: change.body }))).message;
      }
      return (await unwrap(api.DELETE('/testzone/{id}', { params: { path } }))).message;
    },
    onSuccess: async (message, change) => {
      notify('success', message ?? t(`testzone.done.${change.kind}`));
      await invalidateTestzone(queryClient);
    },
    onError: (error, change) => notify('error', errorMessage(error, t(`testzone.failed.${change.kind}`))),
  });
}

export function useStartRun() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (scenario: Scenario): Promise<{ message?: string; run: ScenarioRun }> => {
      const data = await unwrap(
        api.GET('/testzone/{id}/start', {
          params: { path: { id: scenario.id } },
        }),
      );
      return { message: data.message, run: data.data };
    },
    onSuccess: async ({ message }) => {
      notify('success', message ?? t('testzone.done.start'));
      await invalidateTestzone(queryClient);
    },
    onError: (error) => notify('error', errorMessage(error, t('testzone.failed.start'))),
  });
}
