// Like Prism, a `Prefer` header changes the answer: code=<status>, delay=<ms>, fail-after=<pieces>.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const HOST = '127.0.0.1';
const DEFAULT_DELAY_MS = Number(process.env.LLM_MOCK_DELAY_MS ?? 30);
const MODEL = 'gpt-4o-2024-08-06';

const errors = {
  400: ['The request is not valid.', 'invalid_request_error', null],
  401: ['Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'],
  429: ['Rate limit reached for gpt-4o. Please try again in 2s.', 'requests', 'rate_limit_exceeded'],
  500: ['The server had an error while processing your request. Sorry about that!', 'server_error', null],
};

const errorBody = (status, message) => {
  const [text, type, code] = errors[status] ?? errors[500];
  return { error: { message: message ?? text, type, param: null, code } };
};

export function generatedPrompt(goal) {
  const aim = goal.trim().replace(/\s+/g, ' ') || 'Answer the business line and help every caller.';
  return [
    '## Role',
    `You are the warm and efficient virtual receptionist of this business. Your goal: ${aim}`,
    '',
    '## Scheduling rules',
    '- Offer two open slots at a time, only at :00, :15, :30 or :45.',
    '- Book only within the next 10 days; for later dates, take a message for a colleague.',
    '- Read the date and time back to the caller before you book.',
    '',
    '## Style',
    'Speak in short, friendly sentences, confirm names and numbers back to the caller, and never give medical, legal or financial advice.',
  ].join('\n');
}

export function pieces(text) {
  return text.match(/\s*\S+/g) ?? [];
}

export function problemOf(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'The body must be a JSON object.';
  if (typeof body.model !== 'string' || !body.model) return "'model' is required.";
  if (!Array.isArray(body.messages) || body.messages.length === 0)
    return "'messages' must be a non-empty array.";
  for (const [i, message] of body.messages.entries()) {
    if (!['system', 'user', 'assistant'].includes(message?.role)) return `messages[${i}].role is not valid.`;
    if (typeof message.content !== 'string') return `messages[${i}].content must be a string.`;
  }
  if (
    body.temperature !== undefined &&
    !(typeof body.temperature === 'number' && body.temperature >= 0 && body.temperature <= 2)
  )
    return "'temperature' must be a number from 0 to 2.";
  if (
    body.max_tokens !== undefined &&
    !(Number.isInteger(body.max_tokens) && body.max_tokens >= 1 && body.max_tokens <= 16384)
  )
    return `max_tokens is too large: ${body.max_tokens}. This model supports at most 16384 completion tokens.`;
  if (body.stream !== undefined && typeof body.stream !== 'boolean') return "'stream' must be a boolean.";
  return null;
}

function preferences(header) {
  const prefer = {};
  for (const part of String(header ?? '').split(',')) {
    const [key, value] = part.split('=').map((s) => s.trim());
    if (key && value !== undefined) prefer[key] = value;
  }
  return prefer;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Prefer',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

function sendJson(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...cors });
  res.end(JSON.stringify(body));
}

async function readJson(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

async function stream(req, res, text, prefer) {
  const id = `chatcmpl-mock${Date.now().toString(36)}`;
  const created = Math.floor(Date.now() / 1000);
  const delay = Number.isFinite(Number(prefer.delay)) ? Number(prefer.delay) : DEFAULT_DELAY_MS;
  const failAfter = prefer['fail-after'] === undefined ? Infinity : Number(prefer['fail-after']);
  let closed = false;
  res.on('close', () => (closed = true));
  const event = (data) => res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
  const chunk = (delta, finish = null) =>
    event({
      id,
      object: 'chat.completion.chunk',
      created,
      model: MODEL,
      choices: [{ index: 0, delta, finish_reason: finish }],
    });

  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
    ...cors,
  });
  chunk({ role: 'assistant', content: '' });
  let sent = 0;
  for (const piece of pieces(text)) {
    await sleep(delay);
    if (closed) return;
    if (sent >= failAfter) {
      event(errorBody(500));
      res.end();
      return;
    }
    chunk({ content: piece });
    sent += 1;
  }
  await sleep(delay);
  if (closed) return;
  chunk({}, 'stop');
  event('[DONE]');
  res.end();
}

async function handle(req, res) {
  const path = new URL(req.url ?? '/', 'http://mock').pathname.replace(/\/+$/, '');
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors);
    res.end();
    return;
  }
  if (path !== '/chat/completions') return sendJson(res, 404, errorBody(400, `Unknown path ${path}.`));
  if (req.method !== 'POST') return sendJson(res, 405, errorBody(400, 'Use POST.'));

  const prefer = preferences(req.headers.prefer);
  const code = Number(prefer.code);
  if (code >= 400) return sendJson(res, code, errorBody(code));

  let body;
  try {
    body = await readJson(req);
  } catch {
    return sendJson(res, 400, errorBody(400, 'The body is not valid JSON.'));
  }
  const problem = problemOf(body);
  if (problem) return sendJson(res, 400, errorBody(400, problem));

  const goal = body.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  const text = generatedPrompt(goal);
  if (body.stream) return stream(req, res, text, prefer);
  const words = pieces(text).length;
  return sendJson(res, 200, {
    id: `chatcmpl-mock${Date.now().toString(36)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: MODEL,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 200, completion_tokens: words, total_tokens: 200 + words },
  });
}

export function startLlmMock(port = Number(process.env.LLM_MOCK_PORT ?? 4011)) {
  const server = createServer((req, res) => {
    // A reader that stops a stream (Stop in AI Generate) can close the socket between two writes.
    res.on('error', () => {});
    handle(req, res).catch((error) => {
      if (!res.headersSent) sendJson(res, 500, errorBody(500));
      else res.end();
      console.error(error);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      console.log(`LLM stream mock listening on http://${HOST}:${port}`);
      resolve(server);
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startLlmMock();
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
