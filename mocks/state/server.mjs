// Gateway -> Prism proxy (validates both ways) -> this state server, whose 501 leaves a call to Prism's mock.
// Multipart uploads are answered by the gateway: Prism's proxy reads them as text (stoplightio/prism#2349).
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { existsSync, readFileSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import { dirname } from 'node:path';
import { createRouter, propertiesOf } from './contract.mjs';
import { createEngine } from './engine.mjs';
import { EXPIRED_MESSAGE, hasExpired, SESSION_CALLS } from './session.mjs';

const HOST = '127.0.0.1';
const DEFAULT_SCOPE = 'default';
const MAX_UPLOAD = 25 * 1024 * 1024;
const MAX_JSON = 1024 * 1024;
const isMultipart = (req) => /^multipart\/form-data/i.test(req.headers['content-type'] ?? '');

// Past the cap the rest is read and dropped, so that the client gets the 413 rather than a reset.
function readBody(req) {
  const limit = isMultipart(req) ? MAX_UPLOAD : MAX_JSON;
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size <= limit) return resolve(Buffer.concat(chunks));
      const most = limit === MAX_UPLOAD ? '25 MB' : '1 MB';
      reject(Object.assign(new Error(`The request is too large: at most ${most}`), { status: 413 }));
    });
    req.on('error', reject);
  });
}

async function writeDurably(file, text) {
  const temporary = `${file}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
  // The rename is only durable once the folder that holds the name is flushed too.
  const folder = await open(dirname(file), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

// One write at a time, each of the whole state as it is when the write starts: a change made
// while one is under way waits for the next, which every change made meanwhile shares.
function persister(file, snapshot) {
  let queued = null;
  let last = Promise.resolve();
  return () => {
    if (!file) return Promise.resolve();
    if (!queued) {
      const write = last.then(() => {
        queued = null;
        return writeDurably(file, JSON.stringify(snapshot()));
      });
      queued = write;
      last = write.catch(() => {});
    }
    return queued;
  };
}

function send(res, status, body, headers = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

// A handler answers JSON, or bytes with their own headers (a spreadsheet).
function answer(res, result) {
  if (!Buffer.isBuffer(result.body)) return send(res, result.status, result.body);
  res.writeHead(result.status, { 'content-length': result.body.length, ...result.headers });
  res.end(result.body);
}

export function userOf(headers) {
  const token = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? '')?.[1];
  const claims = token?.split('.')[1];
  if (!claims) return undefined;
  try {
    return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const headerOf = (headers, name) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export function settingsOf(headers, defaultState) {
  const asked = headerOf(headers, 'x-mock-state');
  const scope = (headerOf(headers, 'x-mock-scope') ?? '').slice(0, 100) || DEFAULT_SCOPE;
  // A caller that names a data set of its own wants it to remember, unless it says otherwise.
  const fallback = scope === DEFAULT_SCOPE ? defaultState : 'remember';
  const state = asked === 'examples' || asked === 'remember' ? asked : fallback;
  // MOCK_STATE=examples keeps the shared data set unchanged whatever a client asks: e2e specs share it.
  const shared = defaultState === 'examples' && scope === DEFAULT_SCOPE;
  return { remember: state === 'remember' && !headers.prefer && !shared, scope };
}

const FILE_ANSWERS = new Set(['callsExportExcel']);

const problemsOf = (validate) =>
  (validate.errors ?? []).map(
    (error) => `request.body${error.instancePath.replace(/\//g, '.')} ${error.message}`,
  );

function multipartValidator(ajv, op) {
  const schema = op.requestSchema;
  const properties = propertiesOf(schema);
  const files = Object.keys(properties).filter((name) => properties[name]?.format === 'binary');
  const fieldsSchema = {
    type: 'object',
    properties: Object.fromEntries(Object.entries(properties).filter(([name]) => !files.includes(name))),
    required: (schema?.required ?? []).filter((name) => !files.includes(name)),
  };
  const validate = ajv.compile(fieldsSchema);
  return (fields, uploaded) => {
    const missing = (schema?.required ?? []).filter((name) => files.includes(name) && !uploaded[name]);
    const problems = missing.map((name) => `request.body.${name} is required`);
    if (!validate({ ...fields })) problems.push(...problemsOf(validate));
    return problems;
  };
}

async function parseMultipart(req, raw) {
  const form = await new Request('http://mock.local', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type'] },
    body: raw,
  }).formData();
  const fields = {};
  const files = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else files[name] ??= { name: value.name, type: value.type, data: Buffer.from(await value.arrayBuffer()) };
  }
  return { fields, files };
}

export async function createApiMock({
  doc,
  defaultState = 'remember',
  stateFile,
  prismPort,
  log = () => {},
}) {
  let changes = 0;
  const engine = createEngine(doc, { onChange: (scope) => scope === DEFAULT_SCOPE && (changes += 1) });
  const save = persister(stateFile, () => engine.exportScope(DEFAULT_SCOPE));
  // A change is answered only once it is on disk: a crash right after the answer keeps it.
  const handleDurably = async (scope, operationId, request) => {
    const before = changes;
    const result = engine.handle(scope, operationId, request);
    if (changes !== before) await save();
    return result;
  };
  if (stateFile && existsSync(stateFile)) {
    engine.importScope(DEFAULT_SCOPE, JSON.parse(readFileSync(stateFile, 'utf8')));
    log(`state loaded from ${stateFile}`);
  }
  const ajv = new Ajv2020({ strict: false, coerceTypes: true, allErrors: true });
  addFormats(ajv);
  const validators = new Map();

  const match = createRouter(engine.ops);
  const route = (method, url) => {
    const { pathname, searchParams } = new URL(url, 'http://mock.local');
    const found = match(method, pathname);
    return found && { ...found, query: Object.fromEntries(searchParams) };
  };

  async function upstream(req, res) {
    const { remember, scope } = settingsOf(req.headers, defaultState);
    const raw = await readBody(req);
    const found = req.headers.prefer ? null : route(req.method, req.url);
    const matched = found && (remember || SESSION_CALLS.has(found.operationId)) ? found : null;
    if (!matched) return send(res, 501, { message: 'Not modelled by the state server' });
    let body;
    try {
      body = raw.length > 0 ? JSON.parse(raw.toString('utf8')) : undefined;
    } catch {
      body = undefined;
    }
    const result = await handleDurably(scope, matched.operationId, {
      ...matched,
      body,
      headers: req.headers,
      user: userOf(req.headers),
    });
    if (!result) return send(res, 501, { message: 'Not modelled by the state server' });
    answer(res, result);
  }

  async function upload(req, res, matched, scope) {
    const op = engine.ops.get(matched.operationId);
    if (op.secured && !userOf(req.headers)) return send(res, 401, { message: 'Unauthorized' });
    const raw = await readBody(req);
    let parsed;
    try {
      parsed = await parseMultipart(req, raw);
    } catch {
      return send(res, 422, { message: 'The request body is not valid multipart form data' });
    }
    if (!validators.has(op.operationId)) validators.set(op.operationId, multipartValidator(ajv, op));
    const problems = validators.get(op.operationId)(parsed.fields, parsed.files);
    if (problems.length > 0) return refuse(req, res, problems);
    const result = await handleDurably(scope, matched.operationId, {
      ...matched,
      body: parsed.fields,
      files: parsed.files,
      headers: req.headers,
      user: userOf(req.headers),
    });
    if (!result) return forward(req, res, raw);
    answer(res, result);
  }

  // As Prism refuses a request that breaks the contract: a 422 the QA panel counts.
  function refuse(req, res, problems) {
    log(`✖ ${req.method} ${req.url} violates the contract: ${problems.join('; ')}`);
    send(
      res,
      422,
      { message: problems.join('; ') },
      { 'sl-violations': JSON.stringify(problems.map((message) => ({ severity: 'Error', message }))) },
    );
  }

  // Prism's proxy hands an answer on as text, which garbles a file: a call answered with one (the
  // calls spreadsheet) is checked against the contract here, as Prism would, and answered directly.
  async function fileAnswer(req, res, matched, scope) {
    const op = engine.ops.get(matched.operationId);
    if (op.secured && !userOf(req.headers)) return send(res, 401, { message: 'Unauthorized' });
    const raw = await readBody(req);
    let body;
    try {
      body = raw.length > 0 ? JSON.parse(raw.toString('utf8')) : undefined;
    } catch {
      return send(res, 422, { message: 'The request body is not valid JSON' });
    }
    if (!validators.has(op.operationId)) validators.set(op.operationId, ajv.compile(op.requestSchema ?? {}));
    const validate = validators.get(op.operationId);
    if (!validate(body)) return refuse(req, res, problemsOf(validate));
    const result = await handleDurably(scope, matched.operationId, {
      ...matched,
      body,
      headers: req.headers,
      user: userOf(req.headers),
    });
    if (!result) return forward(req, res, raw);
    answer(res, result);
  }

  function serveFile(res, scope, pathname) {
    const file = engine.files(scope).get(decodeURIComponent(pathname));
    if (!file) return send(res, 404, { message: 'File not found' });
    res.writeHead(200, {
      'content-type': file.type,
      'content-length': file.data.length,
      // Uploaded files are never rendered on the console's origin: a download, sniffing off, sandboxed.
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
    });
    res.end(file.data);
  }

  function forward(req, res, raw) {
    const proxied = httpRequest(
      { host: HOST, port: prismPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    proxied.on('error', (error) => {
      // Once the answer has started, a broken connection can only end it.
      if (res.headersSent) res.destroy(error);
      else send(res, 502, { message: `Prism is not answering: ${error.message}` });
    });
    if (raw) proxied.end(raw);
    else req.pipe(proxied);
  }

  async function gateway(req, res) {
    const { pathname } = new URL(req.url, 'http://mock.local');
    const { remember, scope } = settingsOf(req.headers, defaultState);
    if (pathname === '/__mock/reset' && req.method === 'POST') {
      engine.reset(scope);
      if (scope === DEFAULT_SCOPE) await save();
      return send(res, 200, { message: 'The mock data is back to its starting point' });
    }
    if (pathname === '/__mock/status' && req.method === 'GET') {
      return send(res, 200, { defaultState, collections: engine.counts(scope) });
    }
    if (pathname.startsWith('/uploads/') && (req.method === 'GET' || req.method === 'HEAD')) {
      return serveFile(res, scope, pathname);
    }
    const called = route(req.method, req.url);
    const op = called && engine.ops.get(called.operationId);
    // As the real API: a call made with a token that has run out is refused, whoever would answer it.
    if (op?.secured && !SESSION_CALLS.has(op.operationId) && hasExpired(req.headers))
      return send(res, 401, { message: EXPIRED_MESSAGE });
    const matched = isMultipart(req) && remember ? called : null;
    if (matched) return upload(req, res, matched, scope);
    if (called && remember && FILE_ANSWERS.has(called.operationId))
      return fileAnswer(req, res, called, scope);
    // Read here, so that an oversized body is refused before Prism or the state server see it.
    forward(req, res, await readBody(req));
  }

  const guard = (handler) => (req, res) => {
    // A page that navigates away aborts its calls mid-answer; that must not take the mock down.
    req.on('error', () => {});
    res.on('error', () => {});
    return handler(req, res).catch((error) => {
      log(`✖ ${req.method} ${req.url}: ${error.stack ?? error}`);
      if (!res.headersSent) send(res, error.status ?? 500, { message: error.message ?? 'Mock error' });
    });
  };
  return {
    engine,
    gateway: createServer(guard(gateway)),
    upstream: createServer(guard(upstream)),
  };
}

export { HOST };
