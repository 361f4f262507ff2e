import { getUiOptions, type UiSchema } from '@rjsf/utils';

/** A text option of a uiSchema node (`ui:<key>` or `ui:options.<key>`), when it is a string. */
export function optionText(uiSchema: UiSchema | undefined, key: string): string | undefined {
  const value: unknown = getUiOptions(uiSchema)[key];
  return typeof value === 'string' ? value : undefined;
}

/** A list-of-texts option of a uiSchema node; anything that is not a string is left out. */
export function optionTexts(uiSchema: UiSchema | undefined, key: string): string[] {
  const value: unknown = getUiOptions(uiSchema)[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
