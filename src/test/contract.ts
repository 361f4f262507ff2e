import { bundle, createConfig } from '@redocly/openapi-core';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { fileURLToPath } from 'node:url';

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (typeof value === 'object' && value !== null ? (value as Json) : {});

let paths: Promise<Json> | undefined;

// Takes seconds: call it in `beforeAll` with a long timeout.
export function contractPaths(): Promise<Json> {
  paths ??= (async () => {
    const root = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));
    const result = await bundle({ ref: root, config: await createConfig({}), dereference: true });
    return obj(obj(result.bundle.parsed)['paths']);
  })();
  return paths;
}

const operation = async (method: string, path: string): Promise<Json> =>
  obj(obj((await contractPaths())[path])[method]);

export async function operationExists(method: string, path: string): Promise<boolean> {
  return Object.keys(await operation(method, path)).length > 0;
}

const jsonContent = (part: unknown): Json => obj(obj(obj(part)['content'])['application/json']);

export async function requestExamples(method: string, path: string): Promise<unknown[]> {
  const body = jsonContent((await operation(method, path))['requestBody']);
  const named = Object.values(obj(body['examples'])).map((example) => obj(example)['value']);
  return [...('example' in body ? [body['example']] : []), ...named];
}

// Compiling a request schema takes a few hundred milliseconds: once per operation and test file.
const validators = new Map<string, Promise<(body: unknown) => string | null>>();

async function requestValidator(method: string, path: string): Promise<(body: unknown) => string | null> {
  const schema = obj(jsonContent((await operation(method, path))['requestBody'])['schema']);
  if (Object.keys(schema).length === 0) throw new Error(`no JSON request schema for ${method} ${path}`);
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  const validate = ajv.compile(schema);
  return (body) => (validate(body) ? null : ajv.errorsText(validate.errors));
}

export async function requestProblems(method: string, path: string, body: unknown): Promise<string | null> {
  const key = `${method} ${path}`;
  let validator = validators.get(key);
  if (!validator) {
    validator = requestValidator(method, path);
    validators.set(key, validator);
  }
  return (await validator)(body);
}

export async function responseExample(method: string, path: string): Promise<unknown> {
  const responses = obj((await operation(method, path))['responses']);
  return jsonContent(responses['200'] ?? responses['201'])['example'];
}
