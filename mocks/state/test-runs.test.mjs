// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { timedEngine } from './timed-engine.testing.mjs';

const MAYA = {
  id: '6650a1f2c3d4e5f601234567',
  firstName: 'Maya',
  lastName: 'Thompson',
  company: '6650a1f2c3d4e5f6aaaa0001',
};
const RECEPTIONIST = '6650a1f2c3d4e5f6bbbb0001';
const TRIAGE = '6650a1f2c3d4e5f6bbbb0004';
const CLEANING = '6650a1f2c3d4e5f6adad0001';
const PERSON = '6650a1f2c3d4e5f6adad0005';
const TOOTHACHE = '6650a1f2c3d4e5f6adad0002';
const START = new Date('2026-12-01T15:00:00Z');
const { newScope, at: later, call, exportScope } = timedEngine('runs', START, MAYA);
const start = (scope, body) => call(scope, 'testRunsStart', { body });
const list = (scope, query = {}) => call(scope, 'testRunsList', { query }).body.data;
const scenario = (scope, id) => exportScope(scope).data.testScenarios.find((row) => row.id === id);

function saveScenario(scope, id, changes) {
  const {
    id: _i,
    agentName: _n,
    lastRunAt: _l,
    lastScore: _s,
    company: _c,
    createdBy: _b,
    ...rest
  } = scenario(scope, id);
  const { createdAt: _a, updatedAt: _u, ...input } = rest;
  const status = input.status === 'draft' ? 'draft' : 'ready';
  return call(scope, 'testzoneUpdate', { params: { id }, body: { ...input, status, ...changes } });
}

function saveAgent(scope, id, changes) {
  const agent = call(scope, 'agentsGetById', { params: { id } }).body.data.data;
  const { revision: _r, id: _i, company: _c, createdAt: _a, updatedAt: _u, ...body } = agent;
  return call(scope, 'agentsUpdate', { params: { id }, body: { ...body, ...changes } });
}

describe('graded test runs (proposal)', () => {
  it('keeps criteria and a repeat count on a scenario', () => {
    const scope = newScope();
    const criteria = [
      { name: 'Agent turns', kind: 'number', comparator: 'lte', value: 3, required: true },
      { name: 'Front desk', kind: 'text', text: 'front desk', appears: true, required: false },
    ];
    const saved = saveScenario(scope, PERSON, { criteria, repeat: 3 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ criteria, repeat: 3 });
  });

  it('goes queued, running, finished by the time since it was created, the same on every read', () => {
    const scope = newScope();
    const answer = start(scope, { agent: RECEPTIONIST, target: 'draft', scenario: CLEANING });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toHaveLength(1);
    expect(answer.body.data[0]).toMatchObject({
      status: 'queued',
      target: 'draft',
      version: null,
      revision: 1,
      attempts: [],
      passRate: null,
    });
    later(1500);
    expect(list(scope)[0]).toMatchObject({
      status: 'running',
      startedAt: '2026-12-01T15:00:01Z',
      endedAt: null,
    });
    later(3000);
    const [finished] = list(scope);
    expect(finished).toMatchObject({ status: 'finished', endedAt: '2026-12-01T15:00:03Z', repeat: 2 });
    expect(finished.attempts).toHaveLength(2);
    expect(finished.attempts[0].transcript).toMatch(/^assistant: Thank you for calling BrightSmile/);
    expect(finished.attempts[0].transcript).toContain('user: Do you take Delta Dental PPO?');
    expect(finished.attempts[0].verdicts.map((v) => [v.criterion, v.passed])).toEqual([
      ['Confirms Delta Dental PPO is in network', true],
      ['Offers two slots on the quarter hour', true],
      ['Agent turns', true],
      ['Does not mention HMO plans', false],
    ]);
    expect(finished).toMatchObject({ passes: 2, passRate: 100 });
    later(60_000);
    expect(list(scope)[0]).toEqual(finished);
  });

  it('grades by the agent the run targets: the draft row, or the live version', () => {
    const scope = newScope();
    const criteria = [{ name: 'Speaks Portuguese when asked', kind: 'check', required: true }];
    saveScenario(scope, CLEANING, { criteria, repeat: 1 });
    saveAgent(scope, RECEPTIONIST, {
      objectives: [
        {
          id: '6650a1f2c3d4e5f6dbdb0099',
          title: 'Languages',
          content: 'Speak Portuguese when the caller asks for it.',
        },
      ],
    });
    start(scope, { agent: RECEPTIONIST, target: 'draft', scenario: CLEANING });
    start(scope, { agent: RECEPTIONIST, target: 'live', scenario: CLEANING });
    later(3000);
    const live = list(scope, { agentId: RECEPTIONIST, version: '1' });
    const draft = list(scope, { agentId: RECEPTIONIST, version: 'draft', revision: '2' });
    expect(live).toHaveLength(1);
    expect(draft).toHaveLength(1);
    expect(live[0]).toMatchObject({ target: 'live', version: 1, revision: null, passRate: 0 });
    expect(live[0].attempts[0].verdicts[0].reason).toBe(
      "Nothing in the agent's prompt or sections asks for this.",
    );
    expect(draft[0]).toMatchObject({ target: 'draft', version: null, revision: 2, passRate: 100 });
    expect(draft[0].attempts[0].verdicts[0].reason).toContain('The objective "Languages"');
    expect(list(scope, { version: 'draft', revision: '1' })).toEqual([]);
  });

  it('judges numbers with their comparator, and text that must or must not appear', () => {
    const scope = newScope();
    const criteria = [
      { name: 'Agent turns', kind: 'number', comparator: 'gt', value: 10, required: false },
      { name: 'Names the practice', kind: 'text', text: 'brightsmile', appears: true, required: true },
      { name: 'No prices', kind: 'text', text: '$', appears: false, required: true },
    ];
    saveScenario(scope, CLEANING, { criteria, repeat: 1 });
    start(scope, { agent: RECEPTIONIST, target: 'draft', scenario: CLEANING });
    later(3000);
    const [run] = list(scope);
    expect(run.attempts[0].verdicts).toEqual([
      expect.objectContaining({ passed: false, measured: 6, reason: 'Measured 6 agent turns; needed > 10.' }),
      expect.objectContaining({ passed: true, reason: 'The agent said "brightsmile" in its turn 1.' }),
      expect.objectContaining({ passed: true, reason: 'The agent never said "$".' }),
    ]);
    expect(run).toMatchObject({ passes: 1, passRate: 100 });
  });

  it('runs a suite, or every ready scenario of the agent, one run each', () => {
    const scope = newScope();
    const suite = call(scope, 'testSuitesCreate', {
      body: { name: 'Both', agent: RECEPTIONIST, scenarios: [CLEANING, PERSON] },
    });
    expect(suite.status).toBe(201);
    const bySuite = start(scope, { agent: RECEPTIONIST, target: 'live', suite: suite.body.data.id });
    expect(bySuite.body.data.map((run) => run.scenarioName)).toEqual([
      'New patient books a cleaning',
      'Caller insists on a person',
    ]);
    expect(bySuite.body.data[0].suite).toBe(suite.body.data.id);
    const all = start(scope, { agent: RECEPTIONIST, target: 'draft' });
    expect(all.body.message).toBe('2 test runs queued');
    expect(list(scope, { agentId: RECEPTIONIST })).toHaveLength(4);
  });

  it('refuses a draft scenario, a live run with nothing live, and a suite of another agent', () => {
    const scope = newScope();
    saveScenario(scope, PERSON, { status: 'draft' });
    expect(start(scope, { agent: RECEPTIONIST, target: 'draft', scenario: PERSON }).status).toBe(409);
    expect(start(scope, { agent: TRIAGE, target: 'live', scenario: TOOTHACHE }).status).toBe(409);
    expect(start(scope, { agent: TRIAGE, target: 'draft', scenario: CLEANING }).status).toBe(422);
    const foreign = call(scope, 'testSuitesCreate', {
      body: { name: 'Wrong', agent: TRIAGE, scenarios: [CLEANING] },
    });
    expect(foreign.status).toBe(422);
  });

  it('keeps suites: list by agent, replace and delete', () => {
    const scope = newScope();
    const [seeded] = call(scope, 'testSuitesList', { query: { agentId: RECEPTIONIST } }).body.data;
    expect(seeded.scenarios).toEqual([CLEANING, PERSON]);
    const replaced = call(scope, 'testSuitesUpdate', {
      params: { id: seeded.id },
      body: { name: 'Booking', agent: RECEPTIONIST, scenarios: [CLEANING] },
    });
    expect(replaced.body.data).toMatchObject({ name: 'Booking', scenarios: [CLEANING] });
    expect(call(scope, 'testSuitesList', { query: { agentId: TRIAGE } }).body.data).toEqual([]);
    expect(call(scope, 'testSuitesDelete', { params: { id: seeded.id } }).status).toBe(200);
    expect(call(scope, 'testSuitesList').body.data).toEqual([]);
  });
});
