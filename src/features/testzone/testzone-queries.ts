import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { $api } from '@/api/queries';
import { everyRead, invalidate } from '@/api/reads';
import type { components } from '@/api/schema.gen';
import { useApiMutation } from '@/components/use-api-mutation';
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

const testzoneReads = () => [
  everyRead(scenarioPageQuery(0, DEFAULT_SCENARIO_PAGE_SIZE)),
  everyRead(resultsQuery('')),
];

export const invalidateScenarios = (queryClient: QueryClient): Promise<void> =>
  invalidate(queryClient, [everyRead(scenarioPageQuery(0, DEFAULT_SCENARIO_PAGE_SIZE))]);

export type ScenarioChange =
  | { kind: 'create'; body: ScenarioInput }
  | { kind: 'update'; scenario: Scenario; body: ScenarioInput }
  | { kind: 'delete'; scenario: Scenario };

export function useScenarioChange() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: async (change: ScenarioChange): Promise<{ message?: string }> => {
      if (change.kind === 'create') return unwrap(api.POST('/testzone', { body: change.body }));
      const path = { id: change.scenario.id };
      if (change.kind === 'update') {
        return unwrap(api.PUT('/testzone/{id}', { params: { path }, body: change.body }));
      }
      return unwrap(api.DELETE('/testzone/{id}', { params: { path } }));
    },
    success: (_answer, change) => t(`testzone.done.${change.kind}`),
    failure: (change) => t(`testzone.failed.${change.kind}`),
    invalidates: testzoneReads(),
  });
}

export function useStartRun() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: async (scenario: Scenario): Promise<{ message?: string; run: ScenarioRun }> => {
      const params = { path: { id: scenario.id } };
      const data = await unwrap(api.GET('/testzone/{id}/start', { params }));
      return { message: data.message, run: data.data };
    },
    success: t('testzone.done.start'),
    failure: t('testzone.failed.start'),
    invalidates: testzoneReads(),
  });
}
