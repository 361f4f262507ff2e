import type { components } from '@/api/schema.gen';
import type { ScenarioForm, ScenarioInput, Scenario } from './scenario-model';

export type Criterion = components['schemas']['TestCriterion'];
export type TestRun = components['schemas']['TestRun'];
export type TestRunAttempt = components['schemas']['TestRunAttempt'];
export type TestVerdict = components['schemas']['TestVerdict'];
export type TestSuite = components['schemas']['TestSuite'];
export type TestSuiteInput = components['schemas']['TestSuiteInput'];
export type RunTarget = components['schemas']['TestRunInput']['target'];

export interface CriterionForm {
  name?: string;
  kind?: Criterion['kind'];
  comparator?: NonNullable<Criterion['comparator']>;
  value?: number;
  text?: string;
  presence?: 'appears' | 'absent';
  required?: boolean;
}

export interface GradedScenarioForm extends ScenarioForm {
  criteria?: (CriterionForm | undefined)[];
  repeat?: number;
}

export function toCriterion(form: CriterionForm): Criterion {
  const base = { name: (form.name ?? '').trim(), required: form.required !== false };
  if (form.kind === 'number')
    return { ...base, kind: 'number', comparator: form.comparator ?? 'lte', value: form.value ?? 0 };
  if (form.kind === 'text')
    return { ...base, kind: 'text', text: (form.text ?? '').trim(), appears: form.presence !== 'absent' };
  return { ...base, kind: 'check' };
}

const toCriterionForm = (criterion: Criterion): CriterionForm => ({
  name: criterion.name,
  kind: criterion.kind,
  comparator: criterion.comparator ?? 'lte',
  ...(criterion.value === undefined ? {} : { value: criterion.value }),
  text: criterion.text ?? '',
  presence: criterion.appears === false ? 'absent' : 'appears',
  required: criterion.required,
});

// Only what was set goes out, so a scenario without criteria is sent as the spec has it; one that
// had them before is sent without them explicitly, since a server may merge what a PUT leaves out.
export function withGrading(
  body: ScenarioInput,
  form: GradedScenarioForm,
  before?: Pick<Scenario, 'criteria' | 'repeat'>,
): ScenarioInput {
  const criteria = (form.criteria ?? [])
    .filter((row): row is CriterionForm => row !== undefined && (row.name ?? '').trim() !== '')
    .map(toCriterion);
  const repeat = Number.isInteger(form.repeat) && (form.repeat ?? 1) >= 1 ? (form.repeat ?? 1) : 1;
  const hadCriteria = (before?.criteria?.length ?? 0) > 0;
  const hadRepeat = (before?.repeat ?? 1) > 1;
  return {
    ...body,
    ...(criteria.length > 0 || hadCriteria ? { criteria } : {}),
    ...(repeat > 1 || hadRepeat ? { repeat } : {}),
  };
}

export const gradingForm = (scenario: Scenario): Pick<GradedScenarioForm, 'criteria' | 'repeat'> => ({
  ...(Array.isArray(scenario.criteria) ? { criteria: scenario.criteria.map(toCriterionForm) } : {}),
  ...(typeof scenario.repeat === 'number' ? { repeat: scenario.repeat } : {}),
});

export interface MissingPart {
  index: number;
  field: 'value' | 'text';
}

// A row's kind decides what it needs: a number to compare with, or words to look for.
export function incompleteCriteria(form: GradedScenarioForm): MissingPart[] {
  return (form.criteria ?? []).flatMap((row, index): MissingPart[] => {
    if (row?.kind === 'number' && typeof row.value !== 'number') return [{ index, field: 'value' }];
    if (row?.kind === 'text' && !(row.text ?? '').trim()) return [{ index, field: 'text' }];
    return [];
  });
}

export const isActive = (run: Pick<TestRun, 'status'>): boolean =>
  run.status === 'queued' || run.status === 'running';

export type VersionKey = `draft-${number}` | `v${number}`;

export const versionKey = (run: Pick<TestRun, 'version' | 'revision'>): VersionKey =>
  run.version === null ? `draft-${run.revision ?? 0}` : `v${run.version}`;

export interface VersionGroup {
  key: VersionKey;
  version: number | null;
  revision: number | null;
  runs: TestRun[];
}

// Runs come newest first; each version keeps that order, and versions follow their newest run.
export function byVersion(runs: readonly TestRun[]): VersionGroup[] {
  const groups = new Map<VersionKey, VersionGroup>();
  for (const run of runs) {
    const key = versionKey(run);
    const group = groups.get(key) ?? { key, version: run.version, revision: run.revision, runs: [] };
    group.runs.push(run);
    groups.set(key, group);
  }
  return [...groups.values()];
}

// The newest run of each scenario is what a version stands at.
export function latestPerScenario(runs: readonly TestRun[]): TestRun[] {
  const seen = new Set<string>();
  return runs.filter((run) => !seen.has(run.scenario) && seen.add(run.scenario));
}

export interface Standing {
  finished: number;
  active: number;
  passRate: number | null;
  failing: { scenario: string; criterion: string; reason: string }[];
}

export function standingOf(runs: readonly TestRun[]): Standing {
  const latest = latestPerScenario(runs);
  const finished = latest.filter((run) => run.status === 'finished');
  const attempts = finished.flatMap((run) => run.attempts);
  const passed = attempts.filter((attempt) => attempt.passed).length;
  const failing = finished.flatMap((run) => {
    const seen = new Set<string>();
    return run.attempts.flatMap((attempt) =>
      attempt.verdicts
        .filter((verdict) => !verdict.passed && verdict.required && !seen.has(verdict.criterion))
        .map((verdict) => {
          seen.add(verdict.criterion);
          return { scenario: run.scenarioName, criterion: verdict.criterion, reason: verdict.reason };
        }),
    );
  });
  return {
    finished: finished.length,
    active: latest.filter(isActive).length,
    passRate: attempts.length === 0 ? null : Math.round((passed / attempts.length) * 100),
    failing,
  };
}

// What the publish dialog weighs: it asks once more unless every latest run of the draft passed.
export type TestsVerdict = 'unsupported' | 'loading' | 'none' | 'running' | 'passing' | 'failing';

export function verdictOf(runs: readonly TestRun[] | null | undefined): TestsVerdict {
  if (runs === null) return 'unsupported';
  if (runs === undefined) return 'loading';
  const latest = latestPerScenario(runs);
  if (latest.length === 0) return 'none';
  if (latest.some(isActive)) return 'running';
  return latest.every((run) => run.passRate === 100) ? 'passing' : 'failing';
}
