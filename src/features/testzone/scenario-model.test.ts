// @vitest-environment node
import { bundle, createConfig } from '@redocly/openapi-core';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { testzoneScenario } from '@/forms/validators.gen';
import {
  anyRunning,
  canStart,
  emptyScenarioForm,
  parseTranscript,
  resultStatus,
  scenarioStatus,
  shownScore,
  shownStatus,
  toScenarioForm,
  toScenarioInput,
  type Scenario,
} from './scenario-model';

const aisha: Scenario = {
  id: '6650a1f2c3d4e5f6adad0002',
  name: 'Toothache with swelling after hours',
  agent: '6650a1f2c3d4e5f6bbbb0004',
  agentName: 'After-hours Triage',
  persona: 'Aisha, 41, an existing patient calling at 10 PM.',
  goal: 'Find out whether this is an emergency and get help tonight.',
  steps: ["Hi, I know you're closed but my back tooth is killing me.", 'Can someone see me tonight?'],
  expectedOutcome: 'The agent treats facial swelling as urgent.',
  status: 'failed',
  lastRunAt: '2026-11-20T22:14:00Z',
  lastScore: 48,
  company: '6650a1f2c3d4e5f6aaaa0001',
  createdBy: '6650a1f2c3d4e5f601234568',
  createdAt: '2026-11-17T21:40:00Z',
  updatedAt: '2026-11-20T22:15:12Z',
};

let validateInput: (data: unknown) => boolean;

beforeAll(async () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const config = await createConfig({});
  const result = await bundle({ ref: `${root}openapi/openapi.yaml`, config, dereference: true });
  const doc = result.bundle.parsed as { components: { schemas: Record<string, object> } };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  validateInput = ajv.compile(doc.components.schemas['TestScenarioInput'] ?? {});
});

describe('scenario model', () => {
  it('edits a stored scenario and sends it back as the contract asks, a finished one as ready', () => {
    const form = toScenarioForm(aisha);
    expect(testzoneScenario(form)).toBe(true);
    const body = toScenarioInput(form);
    expect(body).toEqual({
      name: aisha.name,
      agent: aisha.agent,
      persona: aisha.persona,
      goal: aisha.goal,
      steps: aisha.steps,
      expectedOutcome: aisha.expectedOutcome,
      status: 'ready',
    });
    expect(validateInput(body)).toBe(true);
    expect(toScenarioForm({ ...aisha, status: 'draft' }).status).toBe('draft');
  });

  it('trims the texts and leaves empty lines out of a new scenario', () => {
    const body = toScenarioInput({
      ...emptyScenarioForm(),
      name: '  Caller asks for Saturday  ',
      agent: '6650a1f2c3d4e5f6bbbb0002',
      persona: ' Tom, 58 ',
      goal: 'Move the appointment',
      steps: ['Hello?', '   ', 'Saturday, please.'],
      expectedOutcome: 'Books a Saturday slot.',
    });
    expect(body.name).toBe('Caller asks for Saturday');
    expect(body.persona).toBe('Tom, 58');
    expect(body.steps).toEqual(['Hello?', 'Saturday, please.']);
    expect(body.status).toBe('draft');
    expect(validateInput(body)).toBe(true);
  });

  it('refuses an empty new scenario in the form, before anything is sent', () => {
    expect(testzoneScenario(emptyScenarioForm())).toBe(false);
    expect(testzoneScenario({ ...toScenarioForm(aisha), steps: ['  '] })).toBe(false);
    expect(testzoneScenario({ ...toScenarioForm(aisha), agent: 'not-an-id' })).toBe(false);
  });

  it('splits a transcript into caller and agent turns, keeping wrapped lines with their turn', () => {
    expect(
      parseTranscript('note first\nuser: Hi there\nassistant: Hello!\nHow can I help?\n\nUSER:Bye'),
    ).toEqual([
      { speaker: 'other', text: 'note first' },
      { speaker: 'caller', text: 'Hi there' },
      { speaker: 'agent', text: 'Hello!\nHow can I help?' },
      { speaker: 'caller', text: 'Bye' },
    ]);
    expect(parseTranscript('')).toEqual([]);
  });

  it('starts only ready or finished scenarios', () => {
    expect(canStart({ status: 'ready' })).toBe(true);
    expect(canStart({ status: 'failed' })).toBe(true);
    expect(canStart({ status: 'draft' })).toBe(false);
    expect(canStart({ status: 'running' })).toBe(false);
  });

  it('shows a run started here as running until the list knows a newer run', () => {
    const run = {
      resultId: '6650a1f2c3d4e5f6adad0104',
      scenario: aisha.id,
      status: 'running' as const,
      startedAt: '2026-11-21T16:45:00Z',
    };
    expect(shownStatus(aisha)).toBe('failed');
    expect(shownStatus(aisha, run)).toBe('running');
    expect(shownStatus({ status: 'ready', lastRunAt: null }, run)).toBe('running');
    expect(shownStatus({ status: 'passed', lastRunAt: '2026-11-21T16:45:00Z' }, run)).toBe('passed');
  });

  it('copes with unknown statuses and odd scores', () => {
    expect(scenarioStatus('archived')).toBe('unknown');
    expect(scenarioStatus('passed')).toBe('passed');
    expect(resultStatus('error')).toBe('error');
    expect(resultStatus('')).toBe('unknown');
    expect(shownScore(null)).toBeNull();
    expect(shownScore(Number.NaN)).toBeNull();
    expect(shownScore(1e12)).toBe(100);
    expect(shownScore(93.6)).toBe(94);
    expect(anyRunning([{ status: 'passed' }, { status: 'running' }])).toBe(true);
    expect(anyRunning([])).toBe(false);
  });
});
