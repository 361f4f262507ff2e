// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import type { CallAnalysisSettings } from '@/api/call-analysis';
import { contractPaths, requestProblems } from '@/test/contract';
import {
  analysisProblems,
  draftOf,
  emptyField,
  sameSettings,
  savesAs,
  settingsBody,
  type AnalysisDraft,
  type FieldDraft,
} from './analysis-model';

beforeAll(() => contractPaths(), 60_000);

const settings: CallAnalysisSettings = {
  summaryInstruction: 'Summarise the call in two sentences for the front desk.',
  success: { kind: 'pass_fail', instruction: 'The caller booked an appointment.' },
  fields: [
    {
      name: 'appointment_booked',
      type: 'boolean',
      description: 'Did the caller book an appointment?',
      example: 'true',
    },
    {
      name: 'treatment',
      type: 'option',
      description: 'The treatment the caller asked about.',
      options: ['cleaning', 'whitening'],
    },
  ],
  redaction: { names: false, phoneNumbers: true, cardNumbers: false },
  revision: 4,
};

const withField = (draft: AnalysisDraft, changes: Partial<FieldDraft>): AnalysisDraft => ({
  ...draft,
  fields: [...draft.fields, { ...emptyField(), description: 'Something to extract.', ...changes }],
});

const lastKey = (draft: AnalysisDraft) => draft.fields.at(-1)?.key ?? '';

const sent = (draft: AnalysisDraft) => requestProblems('put', '/agents/{id}/analysis', settingsBody(draft));

describe('a field name', () => {
  it.each(['appointment_moved', 'a', 'x1_2', 'a'.repeat(40)])('%s follows the rule', (name) => {
    const draft = withField(draftOf(settings), { name });
    expect(analysisProblems(draft)).toEqual({});
  });

  it.each(['Booked Appointment', 'booked-appointment', '1st_call', '_booked', 'bookedé', 'a'.repeat(41)])(
    '%s breaks the snake_case rule',
    (name) => {
      const draft = withField(draftOf(settings), { name });
      expect(analysisProblems(draft)).toEqual({ [`${lastKey(draft)}.name`]: { code: 'nameRule' } });
    },
  );

  it('is required', () => {
    const draft = withField(draftOf(settings), { name: '  ' });
    expect(analysisProblems(draft)).toEqual({ [`${lastKey(draft)}.name`]: { code: 'required' } });
  });

  it('is unique: the later field of a repeated name is told, with the name', () => {
    const draft = withField(draftOf(settings), { name: ' treatment ' });
    expect(analysisProblems(draft)).toEqual({
      [`${lastKey(draft)}.name`]: { code: 'nameTaken', values: { name: 'treatment' } },
    });
  });
});

describe('an option field', () => {
  it('needs at least one option', () => {
    const draft = withField(draftOf(settings), { name: 'mood', type: 'option', options: '\n  \n' });
    expect(analysisProblems(draft)).toEqual({ [`${lastKey(draft)}.options`]: { code: 'optionsRequired' } });
  });

  it('lists each option once', () => {
    const draft = withField(draftOf(settings), {
      name: 'mood',
      type: 'option',
      options: 'calm\nangry\ncalm',
    });
    expect(analysisProblems(draft)).toEqual({
      [`${lastKey(draft)}.options`]: { code: 'optionsRepeated', values: { option: 'calm' } },
    });
  });

  it('keeps options only while its type is option', async () => {
    const draft = withField(draftOf(settings), { name: 'mood', type: 'text', options: 'calm' });
    const body = settingsBody(draft);
    expect(body.fields.at(-1)).toEqual({ name: 'mood', type: 'text', description: 'Something to extract.' });
    expect(await sent(draft)).toBeNull();
  });
});

describe('the other rules', () => {
  it('require the summary, the success instruction and a field description', () => {
    const draft = withField(
      { ...draftOf(settings), summaryInstruction: ' ', successInstruction: '' },
      { name: 'mood', description: '' },
    );
    expect(analysisProblems(draft)).toEqual({
      summaryInstruction: { code: 'required' },
      successInstruction: { code: 'required' },
      [`${lastKey(draft)}.description`]: { code: 'required' },
    });
  });

  it('keep the passing score at most the best score', () => {
    const draft: AnalysisDraft = { ...draftOf(settings), successKind: 'scale', scaleMax: 3, passFrom: 4 };
    expect(analysisProblems(draft)).toEqual({ passFrom: { code: 'passFromAboveMax', values: { max: 3 } } });
  });

  it('hold a checklist of one to ten items', () => {
    const draft: AnalysisDraft = { ...draftOf(settings), successKind: 'checklist', checklist: '' };
    expect(analysisProblems(draft)).toEqual({ checklist: { code: 'checklistRequired' } });
    const eleven = Array.from({ length: 11 }, (_, index) => `Item ${index}`).join('\n');
    expect(analysisProblems({ ...draft, checklist: eleven })).toEqual({
      checklist: { code: 'checklistTooMany', values: { max: 10 } },
    });
  });
});

describe('the request body', () => {
  it('is what was read, without the revision, and fits the contract', async () => {
    const draft = draftOf(settings);
    const { revision, ...rest } = settings;
    expect(revision).toBe(4);
    expect(settingsBody(draft)).toEqual(rest);
    expect(await sent(draft)).toBeNull();
  });

  it('sends a scale with its scores, a checklist with its items, each only for its kind', async () => {
    const scale: AnalysisDraft = { ...draftOf(settings), successKind: 'scale', scaleMax: 7, passFrom: 5 };
    expect(settingsBody(scale).success).toEqual({
      kind: 'scale',
      instruction: 'The caller booked an appointment.',
      scaleMax: 7,
      passFrom: 5,
    });
    expect(await sent(scale)).toBeNull();
    const checklist: AnalysisDraft = {
      ...scale,
      successKind: 'checklist',
      checklist: ' Greeted the caller \n\nConfirmed the time',
    };
    expect(settingsBody(checklist).success).toEqual({
      kind: 'checklist',
      instruction: 'The caller booked an appointment.',
      checklist: ['Greeted the caller', 'Confirmed the time'],
    });
    expect(await sent(checklist)).toBeNull();
  });

  it('trims what was typed, and a valid new yes/no field fits the contract', async () => {
    const draft = withField(draftOf(settings), {
      name: ' appointment_moved ',
      type: 'boolean',
      description: ' Did the caller move a visit? ',
      example: '  ',
    });
    expect(analysisProblems(draft)).toEqual({});
    expect(settingsBody(draft).fields.at(-1)).toEqual({
      name: 'appointment_moved',
      type: 'boolean',
      description: 'Did the caller move a visit?',
    });
    expect(await sent(draft)).toBeNull();
  });

  it('of a draft the rules refuse also breaks the contract', async () => {
    const draft = withField(draftOf(settings), { name: 'Booked Appointment' });
    expect(await sent(draft)).toMatch(/pattern/);
  });
});

describe('changes', () => {
  it('are what the draft would save beyond the settings read', () => {
    const draft = draftOf(settings);
    expect(savesAs(draft, settings)).toBe(true);
    expect(savesAs({ ...draft, redaction: { ...draft.redaction, names: true } }, settings)).toBe(false);
  });

  it('leave out the revision the settings were read at', () => {
    expect(sameSettings(settings, { ...settings, revision: 9 })).toBe(true);
    expect(sameSettings(settings, { ...settings, fields: [] })).toBe(false);
  });
});
