import type { components } from '@/api/schema.gen';

export type Scenario = components['schemas']['TestScenario'];
export type ScenarioInput = components['schemas']['TestScenarioInput'];
export type ScenarioStatus = components['schemas']['TestScenarioStatus'];
export type TestResult = components['schemas']['TestResult'];
export type ScenarioRun = components['schemas']['TestScenarioRun'];

export interface ScenarioForm {
  name?: string;
  agent?: string;
  persona?: string;
  goal?: string;
  /** A line just added is undefined until typed in. */
  steps?: (string | undefined)[];
  expectedOutcome?: string;
  status?: 'draft' | 'ready';
}

export const SCENARIO_STATUSES: readonly ScenarioStatus[] = ['draft', 'ready', 'running', 'passed', 'failed'];
const RESULT_STATUSES: readonly TestResult['status'][] = ['running', 'passed', 'failed', 'error'];

export const scenarioStatus = (status: string): ScenarioStatus | 'unknown' =>
  (SCENARIO_STATUSES as readonly string[]).includes(status) ? (status as ScenarioStatus) : 'unknown';

export const resultStatus = (status: string): TestResult['status'] | 'unknown' =>
  (RESULT_STATUSES as readonly string[]).includes(status) ? (status as TestResult['status']) : 'unknown';

export const statusPalette = (status: string): string => {
  switch (status) {
    case 'passed':
      return 'green';
    case 'failed':
    case 'error':
      return 'red';
    case 'running':
      return 'blue';
    case 'ready':
      return 'purple';
    default:
      return 'gray';
  }
};

export const canStart = (scenario: Pick<Scenario, 'status'>): boolean =>
  scenario.status !== 'draft' && scenario.status !== 'running';

/** A status set by runs is `ready` again on save. */
export const toScenarioForm = (scenario: Scenario): ScenarioForm => ({
  name: scenario.name,
  agent: scenario.agent,
  persona: scenario.persona,
  goal: scenario.goal,
  steps: [...scenario.steps],
  expectedOutcome: scenario.expectedOutcome,
  status: scenario.status === 'draft' ? 'draft' : 'ready',
});

export const emptyScenarioForm = (): ScenarioForm => ({ steps: [''], status: 'draft' });

export const toScenarioInput = (form: ScenarioForm): ScenarioInput => ({
  name: (form.name ?? '').trim(),
  agent: form.agent ?? '',
  persona: (form.persona ?? '').trim(),
  goal: (form.goal ?? '').trim(),
  steps: (form.steps ?? []).map((step) => (step ?? '').trim()).filter((step) => step.length > 0),
  expectedOutcome: (form.expectedOutcome ?? '').trim(),
  status: form.status === 'ready' ? 'ready' : 'draft',
});

export interface Turn {
  speaker: 'caller' | 'agent' | 'other';
  text: string;
}

/** A line with neither `user:` nor `assistant:` continues the turn before. */
export function parseTranscript(transcript: string): Turn[] {
  const turns: Turn[] = [];
  for (const raw of transcript.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const match = /^(user|assistant)\s*:\s?(.*)$/i.exec(line);
    if (match) {
      turns.push({ speaker: match[1]?.toLowerCase() === 'user' ? 'caller' : 'agent', text: match[2] ?? '' });
      continue;
    }
    const last = turns[turns.length - 1];
    if (last) last.text = last.text ? `${last.text}\n${line}` : line;
    else turns.push({ speaker: 'other', text: line });
  }
  return turns;
}

export const anyRunning = (results: readonly Pick<TestResult, 'status'>[]): boolean =>
  results.some((result) => result.status === 'running');

export const shownScore = (score: number | null | undefined): number | null =>
  typeof score === 'number' && Number.isFinite(score) ? Math.max(0, Math.min(100, Math.round(score))) : null;

/** A run started here may be newer than the list's last run (the list may not know it yet). */
export function shownStatus(scenario: Pick<Scenario, 'status' | 'lastRunAt'>, run?: ScenarioRun): string {
  if (!run) return scenario.status;
  const started = Date.parse(run.startedAt);
  const last = scenario.lastRunAt ? Date.parse(scenario.lastRunAt) : Number.NaN;
  if (Number.isNaN(started)) return scenario.status;
  return Number.isNaN(last) || last < started ? 'running' : scenario.status;
}
