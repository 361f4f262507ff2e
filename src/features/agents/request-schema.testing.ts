import { bundle, createConfig } from '@redocly/openapi-core';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { fileURLToPath } from 'node:url';

// Test helper (node environment only): validates a request body against the JSON request schema
// of one operation of the contract, so that a payload builder's test proves the mock would take it.

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (typeof value === 'object' && value !== null ? (value as Json) : {});

let paths: Promise<Json> | undefined;

/** Bundles the contract once; call it in `beforeAll` with a long timeout (it takes seconds). */
export function contractPaths(): Promise<Json> {
  paths ??= (async () => {
    const root = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));
    const result = await bundle({ ref: root, config: await createConfig({}), dereference: true });
    return obj(obj(result.bundle.parsed)['paths']);
  })();
  return paths;
}

/** The ajv error text of `body` against `method path`'s request schema, or null when it fits. */
export async function requestProblems(method: string, path: string, body: unknown): Promise<string | null> {
  const operation = obj(obj((await contractPaths())[path])[method]);
  const content = obj(obj(operation['requestBody'])['content']);
  const schema = obj(obj(content['application/json'])['schema']);
  if (Object.keys(schema).length === 0) throw new Error(`no JSON request schema for ${method} ${path}`);
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  const validate = ajv.compile(schema);
  return validate(body) ? null : ajv.errorsText(validate.errors);
}
