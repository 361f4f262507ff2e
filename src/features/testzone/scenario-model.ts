import type { components } from '@/api/schema.gen';

export type Scenario = components['schemas']['TestScenario'];
export type ScenarioInput = components['schemas']['TestScenarioInput'];
export type ScenarioStatus = components['schemas']['TestScenarioStatus'];
export type TestResult = components['schemas']['TestResult'];
export type ScenarioRun = components['schemas']['TestScenarioRun'];

/** The scenario form's data as RJSF holds it (anything may still be missing). */
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

const STATUSES: readonly ScenarioStatus[] = ['draft', 'ready', 'running', 'passed', 'failed'];
const RESULT_STATUSES: readonly TestResult['status'][] = ['running', 'passed', 'failed', 'error'];

/** A scenario's status, `unknown` for anything the console does not know. */
export const scenarioStatus = (status: string): ScenarioStatus | 'unknown' =>
  (STATUSES as readonly string[]).includes(status) ? (status as ScenarioStatus) : 'unknown';

/** A run's status, `unknown` for anything the console does not know. */
export const resultStatus = (status: string): TestResult['status'] | 'unknown' =>
  (RESULT_STATUSES as readonly string[]).includes(status) ? (status as TestResult['status']) : 'unknown';

/** The colour of a status badge. */
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

/** A run can start from a scenario that is neither a draft nor running. */
export const canStart = (scenario: Pick<Scenario, 'status'>): boolean =>
  scenario.status !== 'draft' && scenario.status !== 'running';

/** The form of a stored scenario (edit); a status set by runs is `ready` again on save. */
export const toScenarioForm = (scenario: Scenario): ScenarioForm => ({
  name: scenario.name,
  agent: scenario.agent,
  persona: scenario.persona,
  goal: scenario.goal,
  steps: [...scenario.steps],
  expectedOutcome: scenario.expectedOutcome,
  status: scenario.status === 'draft' ? 'draft' : 'ready',
});

/** A new scenario's form: one empty step to fill, a draft. */
export const emptyScenarioForm = (): ScenarioForm => ({ steps: [''], status: 'draft' });

/** The request body of a create or update: texts trimmed, empty steps left out. */
export const toScenarioInput = (form: ScenarioForm): ScenarioInput => ({
  name: (form.name ?? '').trim(),
  agent: form.agent ?? '',
  persona: (form.persona ?? '').trim(),
  goal: (form.goal ?? '').trim(),
  steps: (form.steps ?? []).map((step) => (step ?? '').trim()).filter((step) => step.length > 0),
  expectedOutcome: (form.expectedOutcome ?? '').trim(),
  status: form.status === 'ready' ? 'ready' : 'draft',
});

/** One turn of a run's transcript: who speaks and what they say. */
export interface Turn {
  speaker: 'caller' | 'agent' | 'other';
  text: string;
}

/**
 * The transcript as turns: `user:` lines are the simulated caller, `assistant:` the agent; a line
 * with neither continues the turn before (or stands alone at the start).
 */
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

/** Whether any run of the list is still going (the results are polled meanwhile). */
export const anyRunning = (results: readonly Pick<TestResult, 'status'>[]): boolean =>
  results.some((result) => result.status === 'running');

/** A score to show: an integer 0–100, or null when there is none (or it makes no sense). */
export const shownScore = (score: number | null | undefined): number | null =>
  typeof score === 'number' && Number.isFinite(score) ? Math.max(0, Math.min(100, Math.round(score))) : null;

/**
 * The status to show for a scenario: `running` while a run started from this screen is newer than
 * the scenario's last run as the list says (the list may not know about it yet), else the list's.
 */
export function shownStatus(scenario: Pick<Scenario, 'status' | 'lastRunAt'>, run?: ScenarioRun): string {
  if (!run) return scenario.status;
  const started = Date.parse(run.startedAt);
  const last = scenario.lastRunAt ? Date.parse(scenario.lastRunAt) : Number.NaN;
  if (Number.isNaN(started)) return scenario.status;
  return Number.isNaN(last) || last < started ? 'running' : scenario.status;
}
