// Test helper (node environment): the contract's request schema of POST/PUT /function, compiled
// from the bundled OpenAPI document as openapi/contract.test.ts does.
import { bundle, createConfig } from '@redocly/openapi-core';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { fileURLToPath } from 'node:url';

let cached: Promise<ValidateFunction> | undefined;

async function compile(): Promise<ValidateFunction> {
  const config = await createConfig({});
  const ref = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));
  const result = await bundle({ ref, config, dereference: true });
  const doc: unknown = result.bundle.parsed;
  const schemas = (doc as { components: { schemas: Record<string, object> } }).components.schemas;
  const schema = schemas['AgentFunctionInput'];
  if (!schema) throw new Error('AgentFunctionInput is missing from the contract');
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  return ajv.compile(schema);
}

/** Validates a request body of POST /function or PUT /function/{id} against the contract. */
export function functionInputValidator(): Promise<ValidateFunction> {
  cached ??= compile();
  return cached;
}

/** The contract's complaints about a body, as text ('' when it fits). */
export async function contractErrors(body: unknown): Promise<string> {
  const validate = await functionInputValidator();
  if (validate(body)) return '';
  return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`).join('; ');
}
