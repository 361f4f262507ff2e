import { bundle, createConfig } from '@redocly/openapi-core';
import { fileURLToPath } from 'node:url';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const root = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

export async function loadContract(ref = root) {
  const result = await bundle({ ref, config: await createConfig({}), dereference: true });
  return result.bundle.parsed;
}

function mediaExample(media) {
  if (!media) return undefined;
  if ('example' in media) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return first?.value;
}

export function propertiesOf(schema) {
  if (!isObject(schema)) return {};
  const merged = { ...(schema.properties ?? {}) };
  for (const part of schema.allOf ?? []) Object.assign(merged, propertiesOf(part));
  return merged;
}

export const fieldNamesOf = (schema) =>
  new Set([
    ...Object.keys(propertiesOf(schema)),
    ...(isObject(schema) ? (schema.oneOf ?? []).flatMap((option) => Object.keys(propertiesOf(option))) : []),
  ]);

const closed = (schema) =>
  isObject(schema) &&
  (schema.additionalProperties === false || (schema.allOf ?? []).some((part) => closed(part)));

export function schemaAt(schema, path) {
  let current = schema;
  for (const key of path) {
    if (!isObject(current)) return undefined;
    if (typeof key === 'number') current = current.items;
    else current = propertiesOf(current)[key] ?? oneOfProperty(current, key);
  }
  return current;
}

function oneOfProperty(schema, key) {
  for (const option of [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) {
    const found = propertiesOf(option)[key];
    if (found) return found;
  }
  return undefined;
}

const hasId = (value) => isObject(value) && (typeof value.id === 'string' || typeof value._id === 'string');

function findPath(value, test) {
  const queue = [[value, []]];
  while (queue.length > 0) {
    const [current, path] = queue.shift();
    if (test(current)) return path;
    if (isObject(current))
      for (const [key, child] of Object.entries(current)) queue.push([child, [...path, key]]);
  }
  return null;
}

export const getAt = (value, path) => path.reduce((current, key) => current?.[key], value);

export function setAt(value, path, replacement) {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = Array.isArray(value) ? [...value] : { ...value };
  copy[head] = setAt(value?.[head], rest, replacement);
  return copy;
}

export function indexOperations(doc) {
  const operations = new Map();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op?.operationId) continue;
      const status = Object.keys(op.responses ?? {}).find((code) => /^2\d\d$/.test(code)) ?? '200';
      const media = op.responses?.[status]?.content?.['application/json'];
      const example = mediaExample(media);
      const schema = media?.schema;
      const listPath = findPath(example, (v) => Array.isArray(v) && v.length > 0 && v.every(isObject));
      const itemPath = findPath(example, hasId);
      const requestContent = op.requestBody?.content ?? {};
      const declared = Object.keys(op.responses ?? {}).map(Number);
      operations.set(op.operationId, {
        operationId: op.operationId,
        examples: media?.examples ? Object.values(media.examples).map((named) => named.value) : [example],
        method: method.toUpperCase(),
        path,
        status: Number(status),
        declared,
        example,
        schema,
        listPath,
        listItemSchema: listPath ? schemaAt(schema, [...listPath, 0]) : undefined,
        itemPath,
        itemSchema: itemPath ? schemaAt(schema, itemPath) : undefined,
        multipart: 'multipart/form-data' in requestContent && !('application/json' in requestContent),
        requestSchema:
          requestContent['application/json']?.schema ?? requestContent['multipart/form-data']?.schema,
        secured: op.security === undefined || op.security.length > 0,
      });
    }
  }
  return operations;
}

// As Prism routes: trailing slash counts, a literal segment beats a parameter (openapi-backend dropped them).
export function createRouter(operations) {
  const routes = [...operations.values()].map((op) => {
    const names = [];
    const pattern = op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_, name) => {
      names.push(name);
      return '([^/]+)';
    });
    return {
      op,
      names,
      regex: new RegExp(`^${pattern}$`),
      literal: op.path.replace(/\{[^}]+\}/g, '').length,
    };
  });
  routes.sort((a, b) => a.names.length - b.names.length || b.literal - a.literal);
  return (method, pathname) => {
    for (const route of routes) {
      if (route.op.method !== method) continue;
      const match = route.regex.exec(pathname);
      if (!match) continue;
      const params = Object.fromEntries(
        route.names.map((name, index) => [name, decodeURIComponent(match[index + 1])]),
      );
      return { operationId: route.op.operationId, params };
    }
    return null;
  };
}

const typesOf = (schema) => [].concat(schema.type ?? []);

export function requiredOf(schema) {
  if (!isObject(schema)) return [];
  return [...(schema.required ?? []), ...(schema.allOf ?? []).flatMap((part) => requiredOf(part))];
}

// The value a server stores for a field nobody gave: its default, else the empty value its schema
// allows. `undefined` where there is none (an enum, a format, a pattern): the server must set it.
export function emptyOf(schema) {
  if (!isObject(schema)) return undefined;
  if ('default' in schema) return structuredClone(schema.default);
  if (schema.nullable || typesOf(schema).includes('null')) return null;
  for (const option of [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) {
    const value = emptyOf(option);
    if (value !== undefined) return value;
  }
  if (schema.enum || schema.const !== undefined) return undefined;
  const type = typesOf(schema)[0] ?? (schema.properties || schema.allOf ? 'object' : undefined);
  if (type === 'string')
    return schema.minLength > 0 ||
      schema.format ||
      (schema.pattern && !new RegExp(schema.pattern, 'u').test(''))
      ? undefined
      : '';
  if (type === 'number' || type === 'integer')
    return schema.minimum > 0 || schema.exclusiveMinimum !== undefined ? undefined : 0;
  if (type === 'boolean') return false;
  if (type === 'array') return schema.minItems > 0 ? undefined : [];
  if (type === 'object') {
    const value = fillRequired({}, schema);
    return requiredOf(schema).every((key) => key in value) ? value : undefined;
  }
  return undefined;
}

// A row of a oneOf (a function of one type) is checked against the branch its fields pick.
const branchOf = (row, schema) =>
  (schema.oneOf ?? []).find((option) =>
    Object.entries(propertiesOf(option)).every(
      ([key, field]) => !(isObject(field) && 'const' in field) || row[key] === field.const,
    ),
  );

function fillRequired(row, schema) {
  if (isObject(schema) && schema.oneOf && !schema.properties) {
    const branch = branchOf(row, schema);
    return branch ? fillRequired(row, branch) : { ...row };
  }
  const properties = propertiesOf(schema);
  const filled = { ...row };
  for (const key of requiredOf(schema)) {
    if (key in filled) continue;
    const value = emptyOf(properties[key]);
    if (value !== undefined) filled[key] = value;
  }
  return filled;
}

// What a new row holds before the request is laid over it: the defaults of the fields the
// contract gives one, and the empty values of those the answer requires.
export function blankRow(schema) {
  const properties = propertiesOf(schema);
  const defaults = Object.entries(properties).filter(([, field]) => isObject(field) && 'default' in field);
  return fillRequired(
    Object.fromEntries(defaults.map(([key, field]) => [key, structuredClone(field.default)])),
    schema,
  );
}

// A stored row as a call answers it: the required fields the row lacks as their empty values
// (never another row's), and no field a closed schema does not name.
export function fitRow(row, schema) {
  const merged = fillRequired(isObject(row) ? row : {}, schema);
  if (!closed(schema)) return merged;
  const allowed = propertiesOf(schema);
  return Object.fromEntries(Object.entries(merged).filter(([key]) => key in allowed));
}

export function writableFields(body, schema, newId) {
  if (!isObject(body)) return {};
  const allowed = propertiesOf(schema);
  const open = Object.keys(allowed).length === 0;
  const withIds = (key, value) => {
    const items = allowed[key]?.items;
    if (!Array.isArray(value) || !(items?.required ?? []).includes('id')) return value;
    return value.map((item) => (isObject(item) && item.id === undefined ? { ...item, id: newId() } : item));
  };
  return Object.fromEntries(
    Object.entries(body)
      .filter(([key, value]) => value !== undefined && (open || key in allowed))
      .map(([key, value]) => [key, withIds(key, value)]),
  );
}

export { isObject };
