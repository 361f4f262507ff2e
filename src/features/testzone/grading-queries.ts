import { queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { serverError, unwrap } from '@/api/errors';
import { useApiMutation } from '@/components/use-api-mutation';
import { isActive, type RunTarget, type TestRun, type TestSuite, type TestSuiteInput } from './grading-model';

// Graded runs and suites are a proposal: a server without them answers 404 or 501, and then every
// read here holds null and the test zone shows only what the spec gives, with no error.
const unsupported = (status: number) => status === 404 || status === 501;

export const RUNS_POLL_MS = 1000;

export interface RunsFilter {
  agentId?: string;
  scenarioId?: string;
  version?: 'draft' | number;
  revision?: number;
  limit?: number;
}

const RUNS_KEY = ['test-runs'] as const;
const SUITES_KEY = ['test-suites'] as const;

export const runsQuery = (filter: RunsFilter) =>
  queryOptions({
    queryKey: [...RUNS_KEY, filter],
    queryFn: async ({ signal }): Promise<TestRun[] | null> => {
      const { version, ...rest } = filter;
      const query = { ...rest, ...(version === undefined ? {} : { version: String(version) }) };
      const { data, error, response } = await api.GET('/test-runs', { params: { query }, signal });
      if (unsupported(response.status)) return null;
      if (!data) throw serverError(error);
      return Array.isArray(data.data) ? data.data : [];
    },
    retry: false,
    refetchInterval: (query) => (query.state.data?.some(isActive) ? RUNS_POLL_MS : false),
  });

export const suitesQuery = (agentId?: string) =>
  queryOptions({
    queryKey: [...SUITES_KEY, agentId ?? null],
    queryFn: async ({ signal }): Promise<TestSuite[] | null> => {
      const query = agentId ? { agentId } : {};
      const { data, error, response } = await api.GET('/test-suites', { params: { query }, signal });
      if (unsupported(response.status)) return null;
      if (!data) throw serverError(error);
      return Array.isArray(data.data) ? data.data : [];
    },
    retry: false,
  });

export interface RunRequest {
  agent: string;
  target: RunTarget;
  scenario?: string;
  suite?: string;
}

export function useStartGradedRuns() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (body: RunRequest) => unwrap(api.POST('/test-runs', { body })),
    success: (answer) => t('testzone.graded.queued', { count: answer.data.length }),
    failure: t('testzone.graded.startFailed'),
    serverMessage: 'failure',
    invalidates: [{ queryKey: RUNS_KEY }],
  });
}

export type SuiteChange =
  | { kind: 'create'; body: TestSuiteInput }
  | { kind: 'update'; id: string; body: TestSuiteInput }
  | { kind: 'delete'; id: string };

export function useSuiteChange() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: async (change: SuiteChange): Promise<{ message?: string }> => {
      if (change.kind === 'create') return unwrap(api.POST('/test-suites', { body: change.body }));
      const params = { path: { id: change.id } };
      if (change.kind === 'update')
        return unwrap(api.PUT('/test-suites/{id}', { params, body: change.body }));
      return unwrap(api.DELETE('/test-suites/{id}', { params }));
    },
    success: (_answer, change) => t(`testzone.suites.done.${change.kind}`),
    failure: (change) => t(`testzone.suites.failed.${change.kind}`),
    invalidates: [{ queryKey: SUITES_KEY }],
  });
}
