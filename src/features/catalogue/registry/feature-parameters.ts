// The form edits a feature's parameters as a list; the contract stores them as a JSON Schema object.
// Only what the list shows survives an edit: nested `items` or `properties` of a parameter are not kept.

export const parameterTypes = ['string', 'number', 'integer', 'boolean', 'array', 'object'] as const;
export type ParameterType = (typeof parameterTypes)[number];

export interface ParameterForm {
  name?: string;
  type?: ParameterType;
  description?: string;
  options?: string;
  required?: boolean;
}

export type ParameterSchema = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const knownType = (value: unknown): ParameterType =>
  parameterTypes.find((type) => type === value) ?? 'string';

function enumValues(type: ParameterType, options: string | undefined): (string | number)[] {
  const words = [...new Set((options ?? '').split(',').map((word) => word.trim()))].filter(Boolean);
  if (type === 'string') return words;
  if (type === 'number' || type === 'integer') {
    const numbers = words.map(Number).filter(Number.isFinite);
    return type === 'integer' ? numbers.filter(Number.isInteger) : numbers;
  }
  return [];
}

export function toParameterSchema(list: readonly ParameterForm[] | undefined): ParameterSchema {
  const properties: Record<string, ParameterSchema> = {};
  const required = new Set<string>();
  for (const parameter of list ?? []) {
    const name = parameter.name?.trim();
    if (!name) continue;
    const type = parameter.type ?? 'string';
    const property: ParameterSchema = { type };
    const description = parameter.description?.trim();
    if (description) property['description'] = description;
    const values = enumValues(type, parameter.options);
    if (values.length > 0) property['enum'] = values;
    properties[name] = property;
    if (parameter.required) required.add(name);
    else required.delete(name);
  }
  return required.size > 0
    ? { type: 'object', properties, required: [...required] }
    : { type: 'object', properties };
}

export function fromParameterSchema(schema: unknown): ParameterForm[] {
  if (!isRecord(schema) || !isRecord(schema['properties'])) return [];
  const listed = schema['required'];
  const required = new Set(Array.isArray(listed) ? listed.filter((name) => typeof name === 'string') : []);
  return Object.entries(schema['properties']).map(([name, property]) => {
    const fields = isRecord(property) ? property : {};
    const description = typeof fields['description'] === 'string' ? fields['description'] : '';
    const values = Array.isArray(fields['enum']) ? fields['enum'].map(String) : [];
    return {
      name,
      type: knownType(fields['type']),
      ...(description ? { description } : {}),
      ...(values.length > 0 ? { options: values.join(', ') } : {}),
      required: required.has(name),
    };
  });
}

export const parameterNames = (schema: unknown): string[] =>
  fromParameterSchema(schema).flatMap((parameter) => (parameter.name ? [parameter.name] : []));
