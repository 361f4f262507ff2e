import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { $api } from '@/api/queries';
import type { components } from '@/api/schema.gen';

export type ScenarioFetchQuery = components['schemas']['TestScenarioFetchQuery'];

export const SCENARIO_PAGE_SIZES = [10, 20, 50] as const;
export const RESULTS_LIMIT = 20;
/** How often the runs of a scenario are read again while one is going (ms). */
export const RUN_POLL_MS = 3000;

/** One page of scenarios (the previous page stays on screen while the next one loads). */
export const scenarioPageQuery = (body: ScenarioFetchQuery) => ({
  ...$api.queryOptions('post', '/testzone/fetch', { body }),
  placeholderData: keepPreviousData,
});

/** The runs of a scenario, newest first. */
export const resultsQuery = (scenarioId: string) =>
  $api.queryOptions('post', '/testzone/results', { body: { scenarioId, limit: RESULTS_LIMIT } });

/** The company's agents (the scenario's agent is one of them). */
export const agentsQuery = () => $api.queryOptions('get', '/agents');

/** The scenario lists and runs, after a change. */
export async function invalidateTestzone(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [
      ['post', '/testzone/fetch'],
      ['post', '/testzone/results'],
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
