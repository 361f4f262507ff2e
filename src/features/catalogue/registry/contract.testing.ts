import { bundle, createConfig } from '@redocly/openapi-core';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { fileURLToPath } from 'node:url';

// Test helper (node environment only): the bundled contract's operations, their request
// schemas and request examples, for the registry test.

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (typeof value === 'object' && value !== null ? (value as Json) : {});

let paths: Promise<Json> | undefined;

/** Bundles the contract once (seconds: call it in `beforeAll` with a long timeout). */
export function contractPaths(): Promise<Json> {
  paths ??= (async () => {
    const root = fileURLToPath(new URL('../../../../openapi/openapi.yaml', import.meta.url));
    const result = await bundle({ ref: root, config: await createConfig({}), dereference: true });
    return obj(obj(result.bundle.parsed)['paths']);
  })();
  return paths;
}

export async function operationExists(method: string, path: string): Promise<boolean> {
  return Object.keys(obj(obj((await contractPaths())[path])[method])).length > 0;
}

async function jsonBody(method: string, path: string): Promise<Json> {
  const operation = obj(obj((await contractPaths())[path])[method]);
  return obj(obj(obj(operation['requestBody'])['content'])['application/json']);
}

/** The request examples of an operation (`example` and every `examples.*.value`). */
export async function requestExamples(method: string, path: string): Promise<unknown[]> {
  const body = await jsonBody(method, path);
  const named = Object.values(obj(body['examples'])).map((example) => obj(example)['value']);
  return [...('example' in body ? [body['example']] : []), ...named];
}

/** The ajv error text of `body` against the operation's request schema, or null when it fits. */
export async function requestProblems(method: string, path: string, body: unknown): Promise<string | null> {
  const schema = obj((await jsonBody(method, path))['schema']);
  if (Object.keys(schema).length === 0) throw new Error(`no JSON request schema for ${method} ${path}`);
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  const validate = ajv.compile(schema);
  return validate(body) ? null : ajv.errorsText(validate.errors);
}
