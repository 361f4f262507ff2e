// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testzoneScenarioGraded } from '@/forms/validators.gen';
import { requestProblems } from '@/test/contract';
import {
  byVersion,
  gradingForm,
  incompleteCriteria,
  latestPerScenario,
  standingOf,
  toCriterion,
  verdictOf,
  withGrading,
  type GradedScenarioForm,
  type TestRun,
  type TestVerdict,
} from './grading-model';
import { toScenarioInput, type Scenario } from './scenario-model';

const verdict = (criterion: string, passed: boolean, required = true): TestVerdict => ({
  criterion,
  kind: 'check',
  required,
  passed,
  measured: null,
  reason: passed ? 'The prompt asks for it.' : 'Nothing asks for it.',
});

let ids = 0;
function run(over: Partial<TestRun> = {}): TestRun {
  ids += 1;
  const finished = (over.status ?? 'finished') === 'finished';
  return {
    id: `6650a1f2c3d4e5f6afaf${String(ids).padStart(4, '0')}`,
    agent: '6650a1f2c3d4e5f6bbbb0001',
    scenario: '6650a1f2c3d4e5f6adad0001',
    scenarioName: 'Books a cleaning',
    suite: null,
    target: 'draft',
    version: null,
    revision: 3,
    status: 'finished',
    repeat: 2,
    passes: finished ? 2 : null,
    passRate: finished ? 100 : null,
    attempts: finished
      ? [1, 2].map((number) => ({
          number,
          passed: true,
          durationSeconds: 60,
          transcript: 'assistant: Hello',
          verdicts: [verdict('Greets', true)],
        }))
      : [],
    createdAt: '2026-12-01T15:00:00Z',
    startedAt: null,
    endedAt: null,
    ...over,
  };
}

const form: GradedScenarioForm = {
  name: ' Books a cleaning ',
  agent: '6650a1f2c3d4e5f6bbbb0001',
  persona: 'Jordan, new in town.',
  goal: 'Book a cleaning.',
  steps: ['Hi, I would like a cleaning.'],
  expectedOutcome: 'Books one.',
  status: 'ready',
  criteria: [
    { name: ' Confirms the insurance ', kind: 'check', required: true, comparator: 'lte', value: 3 },
    { name: 'Agent turns', kind: 'number', comparator: 'lte', value: 8, required: false },
    { name: 'No HMO', kind: 'text', text: ' HMO ', presence: 'absent', required: true },
    undefined,
  ],
  repeat: 3,
};

describe('grading model', () => {
  it('turns criteria rows into what the contract asks, each with only its kind’s fields', async () => {
    const body = withGrading(toScenarioInput(form), form);
    expect(body.criteria).toEqual([
      { name: 'Confirms the insurance', kind: 'check', required: true },
      { name: 'Agent turns', kind: 'number', comparator: 'lte', value: 8, required: false },
      { name: 'No HMO', kind: 'text', text: 'HMO', appears: false, required: true },
    ]);
    expect(body.repeat).toBe(3);
    expect(await requestProblems('post', '/testzone', body)).toBeNull();
    expect(await requestProblems('put', '/testzone/{id}', body)).toBeNull();
  });

  it('sends a scenario without criteria as the spec has it, unless it had criteria before', () => {
    const plain = { ...form, criteria: [], repeat: 1 };
    expect(withGrading(toScenarioInput(plain), plain)).toEqual(toScenarioInput(plain));
    const before = { criteria: [toCriterion({ name: 'Greets', kind: 'check' })], repeat: 2 };
    expect(withGrading(toScenarioInput(plain), plain, before)).toMatchObject({ criteria: [], repeat: 1 });
  });

  it('reads a stored scenario back into the form, which its validator accepts', () => {
    const scenario = {
      ...toScenarioInput(form),
      criteria: withGrading(toScenarioInput(form), form).criteria,
      repeat: 3,
    } as unknown as Scenario;
    const back = { ...form, ...gradingForm(scenario) };
    expect(back.criteria?.[2]).toMatchObject({ kind: 'text', text: 'HMO', presence: 'absent' });
    expect(back.criteria?.[1]).toMatchObject({ kind: 'number', comparator: 'lte', value: 8 });
    expect(testzoneScenarioGraded({ ...back, name: back.name?.trim() })).toBe(true);
  });

  it('names the rows that lack their kind’s number or words', () => {
    expect(
      incompleteCriteria({
        criteria: [
          { name: 'Turns', kind: 'number' },
          { name: 'Says', kind: 'text', text: '  ' },
          { name: 'Checks', kind: 'check' },
          { name: 'Fine', kind: 'number', value: 0 },
        ],
      }),
    ).toEqual([
      { index: 0, field: 'value' },
      { index: 1, field: 'text' },
    ]);
  });

  it('groups runs by version, newest first, and keeps the newest run of each scenario', () => {
    const newest = run({ version: 2, revision: null, target: 'live', createdAt: '2026-12-01T16:00:00Z' });
    const draft = run({ createdAt: '2026-12-01T15:30:00Z' });
    const older = run({ version: 2, revision: null, target: 'live', createdAt: '2026-12-01T15:00:00Z' });
    const groups = byVersion([newest, draft, older]);
    expect(groups.map((group) => group.key)).toEqual(['v2', 'draft-3']);
    expect(groups[0]?.runs).toEqual([newest, older]);
    expect(latestPerScenario([newest, draft, older])).toEqual([newest]);
  });

  it('sums up the latest runs: pass rate over attempts, and what failed once per criterion', () => {
    const failing = run({
      scenario: '6650a1f2c3d4e5f6adad0002',
      scenarioName: 'Insists on a person',
      passes: 1,
      passRate: 50,
      attempts: [
        {
          number: 1,
          passed: false,
          durationSeconds: 50,
          transcript: '',
          verdicts: [verdict('Transfers', false)],
        },
        {
          number: 2,
          passed: true,
          durationSeconds: 50,
          transcript: '',
          verdicts: [verdict('Transfers', true)],
        },
        {
          number: 3,
          passed: false,
          durationSeconds: 50,
          transcript: '',
          verdicts: [verdict('Transfers', false), verdict('Polite', false, false)],
        },
      ],
    });
    const standing = standingOf([failing, run(), run({ status: 'queued', scenario: 'x' })]);
    expect(standing).toEqual({
      finished: 2,
      active: 1,
      passRate: 60,
      failing: [{ scenario: 'Insists on a person', criterion: 'Transfers', reason: 'Nothing asks for it.' }],
    });
  });

  it('tells the publish dialog whether the draft’s tests passed', () => {
    expect(verdictOf(null)).toBe('unsupported');
    expect(verdictOf(undefined)).toBe('loading');
    expect(verdictOf([])).toBe('none');
    expect(verdictOf([run({ status: 'running' })])).toBe('running');
    expect(verdictOf([run()])).toBe('passing');
    expect(verdictOf([run(), run({ scenario: 'other', passRate: 50, passes: 1 })])).toBe('failing');
    // Only the newest run of a scenario counts: a fix after a failure passes.
    expect(verdictOf([run(), run({ passRate: 0, passes: 0 })])).toBe('passing');
  });
});
