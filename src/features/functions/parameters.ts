import type { ParameterRow } from './function-form-data';
import {
  isParameterType,
  type ParameterProperty,
  type ParameterType,
  type ParametersSchema,
} from './function-types';

const HOUR_MINUTE = '^([01]\\d|2[0-3]):[0-5]\\d$';

export const CHECK_CALENDAR_PARAMETERS: ParametersSchema = {
  type: 'object',
  properties: {
    date: { type: 'string', format: 'date', description: 'Day to check, YYYY-MM-DD.' },
    time_start: {
      type: 'string',
      pattern: HOUR_MINUTE,
      description: 'Earliest time the caller can come, 24-hour HH:mm.',
    },
    time_end: {
      type: 'string',
      pattern: HOUR_MINUTE,
      description: 'Latest time the caller can come, 24-hour HH:mm.',
    },
  },
  required: ['date'],
};

export const TRANSFER_CALL_PARAMETERS: ParametersSchema = {
  type: 'object',
  properties: {
    reason: { type: 'string', description: 'Why the caller needs a person, in a few words.' },
  },
  required: [],
};

// spec §3: the stored schema always adds a default string property, whose name the contract leaves
// to us; `query` gives an endpoint the caller's request even when the form defines no parameters.
export const DEFAULT_PARAMETER_NAME = 'query';
export const DEFAULT_PARAMETER: ParameterProperty = {
  type: 'string',
  description: 'What the caller asked for, in their own words.',
};

function propertyOf(row: ParameterRow): ParameterProperty {
  const type: ParameterType = row.type ?? 'string';
  const description = row.description?.trim() ?? '';
  // An array needs a schema for its elements (LLM providers reject one without); any element.
  return type === 'array' ? { type, description, items: {} } : { type, description };
}

function keptProperty(row: ParameterRow, previous: ParametersSchema | undefined, name: string) {
  const before = previous?.properties[name];
  if (!before) return undefined;
  const sameKind = before.type === row.type || (before.type === 'integer' && row.type === 'number');
  return sameKind ? before : undefined;
}

// In edit mode a property whose kind did not change keeps what the form does not show
// (a `format`, a `pattern`, an `enum`, an integer type).
export function rowsToParameters(
  rows: readonly ParameterRow[],
  previous?: ParametersSchema,
): ParametersSchema {
  const properties: Record<string, ParameterProperty> = {
    [DEFAULT_PARAMETER_NAME]: { ...DEFAULT_PARAMETER },
  };
  const required: string[] = [];
  for (const row of rows) {
    const name = row.name?.trim() ?? '';
    if (!name) continue;
    const kept = keptProperty(row, previous, name);
    properties[name] = kept ? { ...kept, description: row.description?.trim() ?? '' } : propertyOf(row);
    if (row.required === true && !required.includes(name)) required.push(name);
  }
  return { type: 'object', properties, required };
}

const sameProperty = (a: ParameterProperty, b: ParameterProperty): boolean =>
  a.type === b.type && a.description === b.description && Object.keys(a).length === Object.keys(b).length;

export function parametersToRows(schema: ParametersSchema | undefined): ParameterRow[] {
  if (!schema) return [];
  const required = schema.required ?? [];
  return Object.entries(schema.properties)
    .filter(
      ([name, property]) => !(name === DEFAULT_PARAMETER_NAME && sameProperty(property, DEFAULT_PARAMETER)),
    )
    .map(([name, property]) => ({
      name,
      type:
        property.type === 'integer' ? 'number' : isParameterType(property.type) ? property.type : 'string',
      description: property.description ?? '',
      required: required.includes(name),
    }));
}
