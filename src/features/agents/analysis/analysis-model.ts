import type { CallAnalysisField, CallAnalysisSettings } from '@/api/call-analysis';

export type FieldType = CallAnalysisField['type'];
export type SuccessKind = CallAnalysisSettings['success']['kind'];
export type RedactionKind = keyof CallAnalysisSettings['redaction'];
export type AnalysisSettingsBody = Omit<CallAnalysisSettings, 'revision'>;

export const fieldTypes: readonly FieldType[] = ['text', 'number', 'boolean', 'option'];
export const successKinds: readonly SuccessKind[] = ['pass_fail', 'scale', 'checklist'];
export const redactionKinds: readonly RedactionKind[] = ['names', 'phoneNumbers', 'cardNumbers'];

// The contract's limits (CallAnalysisSettings.yaml, CallAnalysisField.yaml).
export const limits = {
  instruction: 2000,
  checklistItems: 10,
  checklistItem: 200,
  scaleLowest: 3,
  scaleHighest: 10,
  fields: 20,
  description: 500,
  example: 200,
  options: 20,
  option: 60,
} as const;

const NAME_RULE = /^[a-z][a-z0-9_]{0,39}$/;
const DEFAULT_SCALE_MAX = 5;
const DEFAULT_PASS_FROM = 4;

export interface FieldDraft {
  key: string;
  name: string;
  type: FieldType;
  description: string;
  example: string;
  /** One option a line, as typed. */
  options: string;
}

export interface AnalysisDraft {
  summaryInstruction: string;
  successKind: SuccessKind;
  successInstruction: string;
  scaleMax: number;
  passFrom: number;
  /** One item a line, as typed. */
  checklist: string;
  fields: FieldDraft[];
  redaction: CallAnalysisSettings['redaction'];
}

// React keys and element ids of the fields: a name is typed, so it cannot be one.
let lastKey = 0;
const newKey = () => `f${++lastKey}`;

export const emptyField = (): FieldDraft => ({
  key: newKey(),
  name: '',
  type: 'text',
  description: '',
  example: '',
  options: '',
});

export function draftOf(settings: CallAnalysisSettings): AnalysisDraft {
  const { success } = settings;
  return {
    summaryInstruction: settings.summaryInstruction,
    successKind: success.kind,
    successInstruction: success.instruction,
    scaleMax: success.scaleMax ?? DEFAULT_SCALE_MAX,
    passFrom: success.passFrom ?? DEFAULT_PASS_FROM,
    checklist: (success.checklist ?? []).join('\n'),
    fields: settings.fields.map((field) => ({
      key: newKey(),
      name: field.name,
      type: field.type,
      description: field.description,
      example: field.example ?? '',
      options: (field.options ?? []).join('\n'),
    })),
    redaction: { ...settings.redaction },
  };
}

export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function fieldBody(field: FieldDraft): CallAnalysisField {
  const example = field.example.trim();
  return {
    name: field.name.trim(),
    type: field.type,
    description: field.description.trim(),
    ...(example ? { example } : {}),
    ...(field.type === 'option' ? { options: linesOf(field.options) } : {}),
  };
}

export function settingsBody(draft: AnalysisDraft): AnalysisSettingsBody {
  const instruction = draft.successInstruction.trim();
  const success: AnalysisSettingsBody['success'] =
    draft.successKind === 'scale'
      ? { kind: 'scale', instruction, scaleMax: draft.scaleMax, passFrom: draft.passFrom }
      : draft.successKind === 'checklist'
        ? { kind: 'checklist', instruction, checklist: linesOf(draft.checklist) }
        : { kind: 'pass_fail', instruction };
  return {
    summaryInstruction: draft.summaryInstruction.trim(),
    success,
    fields: draft.fields.map(fieldBody),
    redaction: { ...draft.redaction },
  };
}

const bodyText = (draft: AnalysisDraft) => JSON.stringify(settingsBody(draft));

/** Whether the draft would save what `settings` already hold. */
export const savesAs = (draft: AnalysisDraft, settings: CallAnalysisSettings) =>
  bodyText(draft) === bodyText(draftOf(settings));

/** The same settings, whatever revision of the agent each was read at. */
export const sameSettings = (one: CallAnalysisSettings, other: CallAnalysisSettings) =>
  bodyText(draftOf(one)) === bodyText(draftOf(other));

export type ProblemCode =
  | 'required'
  | 'tooLong'
  | 'nameRule'
  | 'nameTaken'
  | 'optionsRequired'
  | 'optionsRepeated'
  | 'optionsTooMany'
  | 'optionTooLong'
  | 'checklistRequired'
  | 'checklistTooMany'
  | 'checklistItemTooLong'
  | 'passFromAboveMax'
  | 'tooManyFields';

export interface Problem {
  code: ProblemCode;
  values?: Record<string, string | number>;
}

/**
 * Keyed by what is wrong: `summaryInstruction`, `successInstruction`, `passFrom`, `checklist`,
 * `fields`, or `<field key>.<name|description|example|options>`; in the order the form shows them.
 */
export type Problems = Record<string, Problem>;

function textProblem(text: string, max: number, required: boolean): Problem | undefined {
  const trimmed = text.trim();
  if (required && !trimmed) return { code: 'required' };
  if (trimmed.length > max) return { code: 'tooLong', values: { max } };
  return undefined;
}

function listProblem(lines: string[], most: number, longest: number, kind: 'options' | 'checklist') {
  if (lines.length === 0) return { code: `${kind}Required` } as Problem;
  if (lines.length > most) return { code: `${kind}TooMany`, values: { max: most } } as Problem;
  if (lines.some((line) => line.length > longest))
    return {
      code: kind === 'options' ? 'optionTooLong' : 'checklistItemTooLong',
      values: { max: longest },
    } as Problem;
  return undefined;
}

function fieldProblems(field: FieldDraft, namesBefore: ReadonlySet<string>): Problems {
  const problems: Problems = {};
  const add = (part: string, problem: Problem | undefined) => {
    if (problem) problems[`${field.key}.${part}`] = problem;
  };
  const name = field.name.trim();
  if (!name) add('name', { code: 'required' });
  else if (!NAME_RULE.test(name)) add('name', { code: 'nameRule' });
  else if (namesBefore.has(name)) add('name', { code: 'nameTaken', values: { name } });
  add('description', textProblem(field.description, limits.description, true));
  add('example', textProblem(field.example, limits.example, false));
  if (field.type === 'option') {
    const options = linesOf(field.options);
    const repeated = options.find((option, index) => options.indexOf(option) !== index);
    add(
      'options',
      listProblem(options, limits.options, limits.option, 'options') ??
        (repeated === undefined ? undefined : { code: 'optionsRepeated', values: { option: repeated } }),
    );
  }
  return problems;
}

export function analysisProblems(draft: AnalysisDraft): Problems {
  const problems: Problems = {};
  const add = (key: string, problem: Problem | undefined) => {
    if (problem) problems[key] = problem;
  };
  add('summaryInstruction', textProblem(draft.summaryInstruction, limits.instruction, true));
  add('successInstruction', textProblem(draft.successInstruction, limits.instruction, true));
  if (draft.successKind === 'scale' && draft.passFrom > draft.scaleMax)
    add('passFrom', { code: 'passFromAboveMax', values: { max: draft.scaleMax } });
  if (draft.successKind === 'checklist')
    add(
      'checklist',
      listProblem(linesOf(draft.checklist), limits.checklistItems, limits.checklistItem, 'checklist'),
    );
  // The first field with a name keeps it; each later one is told to choose another.
  const names = new Set<string>();
  for (const field of draft.fields) {
    Object.assign(problems, fieldProblems(field, names));
    names.add(field.name.trim());
  }
  if (draft.fields.length > limits.fields)
    add('fields', { code: 'tooManyFields', values: { max: limits.fields } });
  return problems;
}
