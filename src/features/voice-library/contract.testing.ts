import { bundle, createConfig } from '@redocly/openapi-core';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { fileURLToPath } from 'node:url';

// Test helper (node environment only): the contract's operations, to check that a payload builder
// makes bodies the server takes and to start from the contract's own examples.

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

const json = async (method: string, path: string, part: (operation: Json) => unknown): Promise<Json> =>
  obj(obj(obj(part(obj(obj((await contractPaths())[path])[method])))['content'])['application/json']);

/** The ajv error text of `body` against `method path`'s request schema, or null when it fits. */
export async function requestProblems(method: string, path: string, body: unknown): Promise<string | null> {
  const schema = obj((await json(method, path, (op) => op['requestBody']))['schema']);
  if (Object.keys(schema).length === 0) throw new Error(`no JSON request schema for ${method} ${path}`);
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  const validate = ajv.compile(schema);
  return validate(body) ? null : ajv.errorsText(validate.errors);
}

/** The example of `method path`'s 200 (or 201) answer. */
export async function responseExample(method: string, path: string): Promise<unknown> {
  const responses = (op: Json) => obj(op['responses']);
  const ok = await json(method, path, (op) => responses(op)['200'] ?? responses(op)['201']);
  return ok['example'];
}
