import type { UiSchema } from '@rjsf/utils';

/** One choice of the `choice` widget: the value stored and the text shown. */
export interface Choice {
  value: string;
  label: string;
}

/** Where the choices of a form are: still loading, failed, or here (keyed by field name). */
export type ChoicesState =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'ready'; choices: Readonly<Record<string, readonly Choice[]>> };

const isChoice = (item: unknown): item is Choice =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as { value?: unknown }).value === 'string' &&
  typeof (item as { label?: unknown }).label === 'string';

/**
 * The uiSchema with the choices put where the `choice` widget reads them (`ui:choices` and
 * `ui:choicesState` of each top-level field drawn by it). Fields without choices of their own get
 * an empty list once the rest is ready.
 */
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

/** What the widget reads back from its options. */
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
