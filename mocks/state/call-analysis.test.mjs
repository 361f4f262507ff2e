// @vitest-environment node
import readXlsxFile from 'read-excel-file/node';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadContract } from './contract.mjs';
import { createEngine } from './engine.mjs';

const MAYA = {
  id: '6650a1f2c3d4e5f601234567',
  firstName: 'Maya',
  lastName: 'Thompson',
  company: '6650a1f2c3d4e5f6aaaa0001',
};
const DENTAL = '6650a1f2c3d4e5f6bbbb0001';
const RECALL = '6650a1f2c3d4e5f6bbbb0002';
const BOOKED_CALL = '6650a1f2c3d4e5f611110001';
const QUEUED_CALL = '6650a1f2c3d4e5f611110008';
let engine;
let count = 0;

beforeAll(async () => {
  engine = createEngine(await loadContract());
}, 60_000);
afterEach(() => vi.useRealTimers());

const newScope = () => `analysis-${(count += 1)}`;
const call = (scope, operationId, request = {}) =>
  engine.handle(scope, operationId, { user: MAYA, headers: {}, ...request });
const settings = (scope, id = DENTAL) =>
  call(scope, 'agentAnalysisSettingsGet', { params: { id } }).body.data;
const saveSettings = (scope, changes, id = DENTAL) => {
  const { revision, ...current } = settings(scope, id);
  return call(scope, 'agentAnalysisSettingsUpdate', {
    params: { id },
    body: { ...current, ...changes },
    headers: { 'if-match': `"${revision}"` },
  });
};
const fetchCalls = (scope, filter = {}) =>
  call(scope, 'callsFetch', { body: { pageIndex: 0, pageSize: 200, ...filter } }).body.data.data;
const getCall = (scope, id) => call(scope, 'callsGetById', { params: { id } }).body.data;
const BOOKED = { name: 'appointment_booked', type: 'boolean', description: 'Did the caller book?' };

describe('post-call analysis settings (proposal)', () => {
  it('start from defaults and are saved in the draft, refusing what breaks a rule', () => {
    const scope = newScope();
    const fresh = settings(scope);
    expect(fresh).toMatchObject({ success: { kind: 'pass_fail' }, fields: [], revision: 1 });
    expect(fresh.redaction).toEqual({ names: false, phoneNumbers: false, cardNumbers: false });

    const twice = saveSettings(scope, { fields: [BOOKED, { ...BOOKED, type: 'text' }] });
    expect(twice.status).toBe(422);
    expect(twice.body.message).toBe(
      'Two fields are named appointment_booked: each field needs a name of its own.',
    );
    const scale = saveSettings(scope, {
      success: { kind: 'scale', instruction: 'x', scaleMax: 3, passFrom: 4 },
    });
    expect(scale.body.message).toBe('The passing score (4) cannot be above the best score (3).');

    const saved = saveSettings(scope, { fields: [BOOKED] });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ fields: [BOOKED], revision: 2 });
    const standing = call(scope, 'agentVersionsList', { params: { id: DENTAL } }).body.data;
    expect(standing).toMatchObject({ changed: true, revision: 2 });

    const stale = call(scope, 'agentAnalysisSettingsUpdate', {
      params: { id: DENTAL },
      body: { ...fresh, revision: undefined },
      headers: { 'if-match': '"1"' },
    });
    expect(stale.status).toBe(409);

    // A save of the agent's own fields keeps the settings.
    const {
      revision: _r,
      id: _i,
      company: _c,
      createdAt: _a,
      updatedAt: _u,
      ...agent
    } = call(scope, 'agentsGetById', { params: { id: DENTAL } }).body.data.data;
    call(scope, 'agentsUpdate', { params: { id: DENTAL }, body: { ...agent, greeting: 'Hi!' } });
    expect(settings(scope).fields).toEqual([BOOKED]);
  });
});

describe("a call's analysis (proposal)", () => {
  it('is there for every ended call, pending for the others, and the verdict follows the outcome', () => {
    const scope = newScope();
    const calls = fetchCalls(scope);
    for (const c of calls) expect(c.analysis).toBeDefined();
    const booked = calls.find((c) => c.id === BOOKED_CALL);
    expect(booked.analysis).toMatchObject({
      state: 'done',
      values: {},
      success: { verdict: 'pass', reason: 'The call ended with appointment booked.' },
    });
    expect(calls.find((c) => c.id === QUEUED_CALL).analysis).toMatchObject({
      state: 'pending',
      success: null,
    });
    const silent = calls.find((c) => c.status === 'no-answer');
    expect(silent.analysis.success).toMatchObject({ verdict: 'fail', reason: 'Nobody spoke on the call.' });

    const passed = fetchCalls(scope, { success: 'pass' });
    expect(passed.length).toBeGreaterThan(0);
    expect(passed.every((c) => c.analysis.success.verdict === 'pass')).toBe(true);
    expect(fetchCalls(scope, { success: 'fail' }).length + passed.length).toBe(
      calls.filter((c) => c.analysis.state !== 'pending').length,
    );
  });

  it('takes a new field on a re-run, which runs for a moment, and filters by it', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
    const scope = newScope();
    saveSettings(scope, { fields: [BOOKED] });
    expect(getCall(scope, BOOKED_CALL).analysis.values).toEqual({});

    const rerun = call(scope, 'callsAnalysisRerun', { params: { id: BOOKED_CALL } });
    expect(rerun.status).toBe(202);
    expect(rerun.body.data.state).toBe('running');
    expect(rerun.body.data.rerun).toBeUndefined();
    expect(getCall(scope, BOOKED_CALL).analysis.state).toBe('running');

    vi.setSystemTime(new Date('2026-12-01T10:00:02Z'));
    const done = getCall(scope, BOOKED_CALL).analysis;
    expect(done).toMatchObject({ state: 'done', values: { appointment_booked: true }, settingsRevision: 2 });
    expect(done.rerun).toBeUndefined();
    const condition = { field: 'appointment_booked', op: 'eq', value: true };
    expect(fetchCalls(scope, { analysis: [condition] }).map((c) => c.id)).toEqual([BOOKED_CALL]);
    expect(fetchCalls(scope, { analysis: [{ ...condition, value: false }] })).toEqual([]);

    expect(call(scope, 'callsAnalysisRerun', { params: { id: QUEUED_CALL } }).status).toBe(422);
  });

  it('redacts the personal data the settings name, and says so on the call', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
    const scope = newScope();
    const before = getCall(scope, BOOKED_CALL);
    expect(before.transcription).toContain('Jordan');
    saveSettings(scope, { redaction: { names: true, phoneNumbers: false, cardNumbers: false } });
    call(scope, 'callsAnalysisRerun', { params: { id: BOOKED_CALL } });
    vi.setSystemTime(new Date('2026-12-01T10:00:02Z'));
    const after = getCall(scope, BOOKED_CALL);
    expect(after.analysis.redacted).toEqual(['names']);
    expect(after.transcription).not.toContain('Jordan');
    expect(after.transcription).toContain('[name]');
  });
});

describe('the calls spreadsheet', () => {
  it('holds the calls of the filters with their verdict and custom fields', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
    const scope = newScope();
    saveSettings(scope, { fields: [BOOKED] });
    call(scope, 'callsAnalysisRerun', { params: { id: BOOKED_CALL } });
    vi.setSystemTime(new Date('2026-12-01T10:00:02Z'));
    const answer = call(scope, 'callsExportExcel', { body: { agentId: DENTAL, success: 'pass' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="calls-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const [sheet] = await readXlsxFile(answer.body);
    const [header, ...rows] = sheet.data;
    expect(header.slice(-3)).toEqual(['Success', 'Success reason', 'appointment_booked']);
    expect(rows).toHaveLength(fetchCalls(scope, { agentId: DENTAL, success: 'pass' }).length);
    expect(rows[0].slice(-3)).toEqual(['pass', 'The call ended with appointment booked.', true]);
  });
});

describe("a call's cost and latency (proposal)", () => {
  it('splits the cost into parts that add up to it, and times each agent turn', () => {
    const scope = newScope();
    for (const c of fetchCalls(scope)) {
      const metrics = call(scope, 'callsMetrics', { params: { id: c.id } }).body.data;
      const units = metrics.parts.reduce((sum, part) => sum + Math.round(part.amount * 10000), 0);
      expect(units).toBe(Math.round(c.cost * 10000));
      expect(metrics.parts.map((part) => part.kind)).toEqual([
        'telephony',
        'speechToText',
        'languageModel',
        'textToSpeech',
        'platform',
      ]);
      const lines = c.transcription.split('\n');
      for (const turn of metrics.latency.turns) expect(lines[turn.turn]).toMatch(/^assistant:/);
      if (metrics.latency.turns.length === 0) expect(metrics.latency.firstWordMs).toBeNull();
      else expect(metrics.latency.p95.modelMs).toBeGreaterThanOrEqual(metrics.latency.p50.modelMs);
    }
    const again = call(scope, 'callsMetrics', { params: { id: BOOKED_CALL } }).body.data;
    expect(call(newScope(), 'callsMetrics', { params: { id: BOOKED_CALL } }).body.data).toEqual(again);
  });
});

describe('call insights on the dashboard (proposal)', () => {
  it('count the calls of the period as the calls list does, by day and by agent', () => {
    const scope = newScope();
    const answer = call(scope, 'dashboardCallInsights', {
      body: { from: '2026-11-16', to: '2026-11-22', interval: 'day' },
    });
    expect(answer.status).toBe(200);
    const insights = answer.body.data;
    const period = { from: '2026-11-16T08:00:00Z', to: '2026-11-23T07:59:59Z' };
    const listed = fetchCalls(scope, period);
    const passed = fetchCalls(scope, { ...period, success: 'pass' });
    expect(insights.totals).toMatchObject({ calls: listed.length, passedCalls: passed.length });
    expect(insights.series).toHaveLength(7);
    expect(insights.series.reduce((sum, day) => sum + day.calls, 0)).toBe(listed.length);
    const recall = insights.agents.find((row) => row.agent === RECALL);
    expect(recall.calls).toBe(listed.filter((c) => c.agent === RECALL).length);

    const weeks = call(scope, 'dashboardCallInsights', {
      body: { from: '2026-11-01', to: '2026-11-30', interval: 'week' },
    }).body.data.series;
    expect(weeks.map((week) => [week.periodStart, week.periodEnd])).toEqual([
      ['2026-11-01', '2026-11-07'],
      ['2026-11-08', '2026-11-14'],
      ['2026-11-15', '2026-11-21'],
      ['2026-11-22', '2026-11-28'],
      ['2026-11-29', '2026-11-30'],
    ]);
  });

  it('count the values of a yes/no field', () => {
    const scope = newScope();
    saveSettings(scope, { fields: [BOOKED] });
    const field = call(scope, 'dashboardCallInsights', {
      body: { from: '2026-11-01', to: '2026-11-30', agentId: DENTAL, field: 'appointment_booked' },
    }).body.data.field;
    expect(field).toMatchObject({ name: 'appointment_booked', type: 'boolean' });
    expect(field.counts.map((c) => c.value)).toEqual([true, false, null]);
  });
});
