import type { UiSchema } from '@rjsf/utils';

export interface Choice {
  value: string;
  label: string;
}

export type ChoicesState =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'ready'; choices: Readonly<Record<string, readonly Choice[]>> };

const isChoice = (item: unknown): item is Choice =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as { value?: unknown }).value === 'string' &&
  typeof (item as { label?: unknown }).label === 'string';

export function withChoices(uiSchema: UiSchema, choices: ChoicesState): UiSchema {
  const next: UiSchema = { ...uiSchema };
  for (const [field, fieldUi] of Object.entries(uiSchema)) {
    if (field.startsWith('ui:') || typeof fieldUi !== 'object' || fieldUi === null) continue;
    const ui = fieldUi as UiSchema;
    if (ui['ui:widget'] !== 'choice') continue;
    next[field] = {
      ...ui,
      'ui:choicesState': choices.state,
      'ui:choices': choices.state === 'ready' ? (choices.choices[field] ?? []) : [],
    };
  }
  return next;
}

export function choiceOptions(options: Record<string, unknown>): {
  state: ChoicesState['state'];
  choices: Choice[];
} {
  const state = options['choicesState'];
  const list = options['choices'];
  return {
    state: state === 'loading' || state === 'error' ? state : 'ready',
    choices: Array.isArray(list) ? list.filter(isChoice) : [],
  };
}
