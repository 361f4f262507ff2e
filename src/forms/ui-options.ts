import { getUiOptions, type UiSchema } from '@rjsf/utils';

export function optionText(uiSchema: UiSchema | undefined, key: string): string | undefined {
  const value: unknown = getUiOptions(uiSchema)[key];
  return typeof value === 'string' ? value : undefined;
}

export function optionTexts(uiSchema: UiSchema | undefined, key: string): string[] {
  const value: unknown = getUiOptions(uiSchema)[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
