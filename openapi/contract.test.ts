// @vitest-environment node
import { bundle, createConfig } from '@redocly/openapi-core';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// Checks of the contract that Redocly's lint does not make: the calls of the spec are all there,
// and any other is a proposal; every success has an example; every example fits its schema; the
// envelopes the spec states are kept.

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;
const root = fileURLToPath(new URL('..', import.meta.url));

interface Operation {
  method: string;
  path: string;
  op: Json;
}

let doc: Json;
let operations: Operation[];

const obj = (value: unknown): Json => (typeof value === 'object' && value !== null ? (value as Json) : {});

beforeAll(async () => {
  const config = await createConfig({});
  const result = await bundle({ ref: `${root}openapi/openapi.yaml`, config, dereference: true });
  doc = obj(result.bundle.parsed);
  operations = Object.entries(obj(doc['paths'])).flatMap(([path, item]) =>
    METHODS.filter((method) => method in obj(item)).map((method) => ({
      method,
      path,
      op: obj(obj(item)[method]),
    })),
  );
});

function specCalls(): string[] {
  const tsv = readFileSync(`${root}openapi/spec-calls.tsv`, 'utf8');
  return tsv
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [method = '', path = ''] = line.split('\t');
      return `${method.toUpperCase()} ${path}`;
    });
}

const callOf = ({ method, path }: Operation) => `${method.toUpperCase()} ${path}`;

function examplesOf(media: Json): unknown[] {
  if ('example' in media) return [media['example']];
  return Object.values(obj(media['examples'])).map((example) => obj(example)['value']);
}

function successResponses(op: Json): [string, Json][] {
  return Object.entries(obj(op['responses'])).filter(([status]) => /^2\d\d$/.test(status)) as [
    string,
    Json,
  ][];
}

describe('the OpenAPI contract', () => {
  it('lists each call of the spec once', () => {
    const spec = specCalls();
    expect(spec.length).toBeGreaterThan(0);
    expect(spec.filter((call, at) => spec.indexOf(call) !== at)).toEqual([]);
  });

  it('holds every call of the spec', () => {
    const contract = new Set(operations.map(callOf));
    expect(specCalls().filter((call) => !contract.has(call))).toEqual([]);
  });

  // A call beyond the spec is a proposal, served by the mock like the rest; a server with only the
  // spec's calls answers it 404 or 501 and the console hides what needs it.
  it("marks every call beyond the spec as a proposal, and none of the spec's", () => {
    const spec = new Set(specCalls());
    const wrong = operations.flatMap((operation) => {
      const call = callOf(operation);
      const marked = operation.op['x-console-proposal'] === true;
      const tags = operation.op['tags'];
      const tagged = Array.isArray(tags) && tags.length === 1 && tags[0] === 'proposals';
      if (spec.has(call)) return marked || tagged ? [`${call}: the spec's, marked as a proposal`] : [];
      return marked && tagged
        ? []
        : [`${call}: beyond the spec, needs x-console-proposal: true and the tag proposals`];
    });
    expect(wrong).toEqual([]);
  });

  it('gives each operation a unique operationId, one tag and a summary', () => {
    const ids = operations.map(({ op }) => op['operationId']);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { method, path, op } of operations) {
      expect(
        Array.isArray(op['tags']) && (op['tags'] as unknown[]).length === 1,
        `${method} ${path} tags`,
      ).toBe(true);
      expect(typeof op['summary'], `${method} ${path} summary`).toBe('string');
    }
  });

  it('has a realistic example on every 2xx response', () => {
    const missing = operations.flatMap(({ method, path, op }) => {
      const successes = successResponses(op);
      if (successes.length === 0) return [`${method} ${path}: no 2xx response`];
      return successes.flatMap(([status, response]) => {
        const content = Object.entries(obj(response['content']));
        if (content.length === 0) return [`${method} ${path} ${status}: no content`];
        return content
          .filter(([, media]) => examplesOf(obj(media)).length === 0)
          .map(([type]) => `${method} ${path} ${status} ${type}: no example`);
      });
    });
    expect(missing).toEqual([]);
  });

  // Compiling every schema of the contract takes a few seconds; more on a busy CI machine.
  it('has examples that fit their own schemas', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(ajv);
    const invalid: string[] = [];
    for (const { method, path, op } of operations) {
      const responses = Object.entries(obj(op['responses']));
      const body = obj(op['requestBody']);
      const medias: [string, Json][] = [
        ...responses.flatMap(([status, response]) =>
          Object.entries(obj(obj(response)['content'])).map(
            ([type, media]) => [`${status} ${type}`, obj(media)] as [string, Json],
          ),
        ),
        ...Object.entries(obj(body['content'])).map(
          ([type, media]) => [`request ${type}`, obj(media)] as [string, Json],
        ),
      ];
      for (const [where, media] of medias) {
        if (!media['schema'] || /octet-stream|spreadsheet|multipart|event-stream/.test(where)) continue;
        const validate = ajv.compile(obj(media['schema']));
        for (const example of examplesOf(media)) {
          if (!validate(example))
            invalid.push(`${method} ${path} ${where}: ${ajv.errorsText(validate.errors)}`);
        }
      }
    }
    expect(invalid).toEqual([]);
  }, 30_000);

  it('secures every call but the public auth ones', () => {
    const open = operations.filter(
      ({ op }) => Array.isArray(op['security']) && (op['security'] as unknown[]).length === 0,
    );
    expect(open.every(({ path }) => path.startsWith('/auth/'))).toBe(true);
    expect(open.map(({ method, path }) => `${method} ${path}`)).toContain('post /auth/login');
    expect(open.map(({ method, path }) => `${method} ${path}`)).not.toContain('post /auth/change-password');
  });

  // `security: [{}, {bearerAuth: []}]` reads "no token needed, but one is honoured": only the call
  // read of the shared playback and summary links may be opened so (the test above only sees
  // `security: []`), and it keeps its 401 for servers that still ask for a sign-in.
  it('lets only GET /calls/{id} be read without a token besides the auth calls', () => {
    const optional = operations.filter(
      ({ op }) =>
        Array.isArray(op['security']) &&
        (op['security'] as unknown[]).some((requirement) => Object.keys(obj(requirement)).length === 0),
    );
    expect(
      optional
        .filter(({ path }) => !path.startsWith('/auth/'))
        .map(({ method, path }) => `${method} ${path}`),
    ).toEqual(['get /calls/{id}']);
    const call = optional.find(({ method, path }) => method === 'get' && path === '/calls/{id}');
    expect(call?.op['security']).toContainEqual({ bearerAuth: [] });
    expect(obj(call?.op['responses'])).toHaveProperty('401');
  });

  it('returns the sign-in token in data: a JWT carrying the user session info', () => {
    const login = operations.find(({ method, path }) => method === 'post' && path === '/auth/login');
    const media = obj(obj(obj(obj(login?.op['responses'])['200'])['content'])['application/json']);
    const token = obj(examplesOf(media)[0])['data'];
    expect(typeof token).toBe('string');
    const payload = obj(
      JSON.parse(Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString('utf8')),
    );
    for (const field of [
      'id',
      'firstName',
      'lastName',
      'email',
      'currency',
      'avatar',
      'language',
      'phone',
      'role',
      'company',
      'isSuperAdmin',
      'isAuthorized',
    ]) {
      expect(payload, field).toHaveProperty(field);
    }
  });

  it.each([
    ['get', '/agents/{id}/'],
    ['get', '/function/agent/{agentId}'],
    ['get', '/knowledge/agent/{agentId}'],
    ['get', '/dids'],
  ])('%s %s returns its payload in data.data', (method, path) => {
    const found = operations.find((operation) => operation.method === method && operation.path === path);
    const schema = obj(
      obj(obj(obj(obj(found?.op['responses'])['200'])['content'])['application/json'])['schema'],
    );
    const data = obj(obj(schema['properties'])['data']);
    expect(obj(data['properties'])).toHaveProperty('data');
  });

  it('returns a spreadsheet file from POST /calls/export-excel', () => {
    const found = operations.find(({ method, path }) => method === 'post' && path === '/calls/export-excel');
    const content = Object.keys(obj(obj(obj(found?.op['responses'])['200'])['content']));
    expect(content.some((type) => type.includes('spreadsheet') || type.includes('excel'))).toBe(true);
  });
});
