import { optionalId, withKeys } from '@/lib/search-params';
import { SCENARIO_STATUSES, type ScenarioStatus } from './scenario-model';

export interface TestzoneSearch {
  agentId?: string;
  status?: ScenarioStatus;
}

const KEYS = ['agentId', 'status'] as const;

export function testzoneSearch(raw: Record<string, unknown>): TestzoneSearch {
  const status = SCENARIO_STATUSES.find((known) => known === raw['status']);
  return withKeys(KEYS, { ...optionalId(raw, 'agentId'), status });
}

export const isFiltered = (search: TestzoneSearch): boolean =>
  search.agentId !== undefined || search.status !== undefined;
