import type { UiSchema } from '@rjsf/utils';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

const TEXT_KEYS = new Set(['ui:title', 'ui:description', 'ui:help', 'ui:placeholder']);
const LIST_KEYS = new Set(['ui:enumNames']);
const MAP_KEYS = new Set(['ui:messages']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function localizeNode(node: Record<string, unknown>, t: Translate): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (TEXT_KEYS.has(key) && typeof value === 'string') result[key] = t(value);
    else if (LIST_KEYS.has(key) && Array.isArray(value)) {
      const items: unknown[] = value;
      result[key] = items.map((item) => (typeof item === 'string' ? t(item) : item));
    } else if (MAP_KEYS.has(key) && isRecord(value))
      result[key] = Object.fromEntries(
        Object.entries(value).map(([name, text]) => [name, typeof text === 'string' ? t(text) : text]),
      );
    else if (isRecord(value) && !key.startsWith('ui:')) result[key] = localizeNode(value, t);
    else result[key] = value;
  }
  return result;
}

// Option keys a template fills in itself (`addLabel`, `removeLabel`, ...) stay keys.
export function localizeUiSchema(uiSchema: UiSchema, t: Translate): UiSchema {
  return localizeNode(uiSchema, t);
}
