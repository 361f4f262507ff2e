import { createHmac, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { getAt } from '../contract.mjs';
import { HttpError, isoSeconds, newId } from '../rows.mjs';
import { body, clone, withData } from './helpers.mjs';

// Proposal (webhooks). Endpoints on this machine are really posted to, so QA can point one at a
// local receiver; any other host is never contacted: its answer is simulated from its name.
export const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
export const URL_RULE =
  'The URL must start with https:// (http:// is allowed only for localhost, 127.0.0.1 and ::1).';
export const RETRY_AFTER_MS = [10_000, 30_000, 90_000];
const TIMEOUT_MS = 5000;
const RESPONSE_MAX = 4096;
const SUBSCRIBABLE = new Set([
  'call.started',
  'call.ended',
  'call.analysed',
  'campaign.finished',
  'ticket.replied',
]);
const SECRET_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const newSecret = () =>
  `whsec_${[...randomBytes(32)].map((byte) => SECRET_CHARS[byte % SECRET_CHARS.length]).join('')}`;

export const signatureOf = (secret, seconds, raw) =>
  `t=${seconds},v1=${createHmac('sha256', secret).update(`${seconds}.${raw}`).digest('hex')}`;

function checkedInput(ctx) {
  const input = body(ctx);
  let url;
  try {
    url = new URL(String(input.url ?? '').trim());
  } catch {
    throw new HttpError(422, `The URL is not a web address. ${URL_RULE}`);
  }
  const allowed = url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
  if (!allowed) throw new HttpError(422, URL_RULE);
  const events = Array.isArray(input.events) ? input.events : [];
  if (events.length === 0 || events.some((event) => !SUBSCRIBABLE.has(event)))
    throw new HttpError(422, 'Choose at least one event; the test event cannot be subscribed to.');
  return {
    url: String(input.url),
    description: String(input.description ?? ''),
    events: [...new Set(events)],
    enabled: input.enabled !== false,
  };
}

const own = (ctx, rows) => rows.filter((row) => !ctx.user?.company || row.company === ctx.user.company);

function hookOf(ctx, id) {
  const hook = own(ctx, ctx.rows('webhooks')).find((row) => row.id === id);
  if (!hook) throw new HttpError(404, `Webhook endpoint ${id} not found`);
  return hook;
}

function publicHook(hook) {
  const { secret, company: _company, ...rest } = hook;
  return { ...rest, secretLast4: secret.slice(-4) };
}

const SUMMARY = [
  'id',
  'webhook',
  'eventId',
  'event',
  'attempt',
  'trigger',
  'state',
  'createdAt',
  'statusCode',
  'error',
  'durationMs',
  'nextRetryAt',
  'gaveUp',
];
const summaryOf = (row) => Object.fromEntries(SUMMARY.map((key) => [key, row[key]]));

function settle(row, outcome, durationMs) {
  const ok = outcome.response && outcome.response.statusCode >= 200 && outcome.response.statusCode < 300;
  row.state = ok ? 'succeeded' : 'failed';
  row.statusCode = outcome.response?.statusCode ?? null;
  row.error = outcome.error ?? null;
  row.response = outcome.response ?? null;
  row.durationMs = durationMs;
  // Redeliveries are the user's own retries; only an event's automatic attempts are retried.
  if (ok || row.trigger === 'redeliver') return;
  const wait = RETRY_AFTER_MS[row.attempt - 1];
  if (wait === undefined) row.gaveUp = true;
  else row.nextRetryAt = isoSeconds(new Date(Date.parse(row.createdAt) + wait));
}

const cut = (text) => ({ body: text.slice(0, RESPONSE_MAX), truncated: text.length > RESPONSE_MAX });

function simulated(url) {
  if (url.hostname.includes('invalid')) return { error: `getaddrinfo ENOTFOUND ${url.hostname}` };
  const failing = url.hostname.includes('fail');
  return {
    response: {
      statusCode: failing ? 500 : 200,
      headers: { 'content-type': 'application/json' },
      ...cut(failing ? '{"error":"Simulated failure"}' : '{"received":true}'),
    },
  };
}

function post(url, request, done) {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const started = Date.now();
  let finished = false;
  const finish = (outcome) => {
    if (finished) return;
    finished = true;
    done(outcome, Date.now() - started);
  };
  const outgoing = send(
    url,
    { method: 'POST', headers: request.headers, timeout: TIMEOUT_MS, rejectUnauthorized: false },
    (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        if (text.length <= RESPONSE_MAX) text += chunk;
      });
      response.on('end', () => {
        const headers = Object.fromEntries(
          Object.entries(response.headers).map(([name, value]) => [name, [value].flat().join(', ')]),
        );
        finish({ response: { statusCode: response.statusCode ?? 502, headers, ...cut(text) } });
      });
      response.on('error', (error) => finish({ error: error.message }));
    },
  );
  outgoing.on('timeout', () => outgoing.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} s`)));
  outgoing.on('error', (error) => finish({ error: String(error.message || error.code).slice(0, 500) }));
  outgoing.end(request.body);
}

// One attempt: stored at once as pending, answered by the endpoint (or the simulation) later.
function attempt(ctx, hook, event, { eventId, raw, trigger }) {
  const attempts = ctx
    .rows('webhookDeliveries')
    .filter((row) => row.eventId === eventId && row.webhook === hook.id);
  const id = newId();
  const seconds = Math.floor(Date.parse(ctx.now) / 1000);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'VoiceAgentConsole-Webhooks/1',
    'x-console-event': event,
    'x-console-delivery': id,
    'x-console-signature': signatureOf(hook.secret, seconds, raw),
  };
  const row = {
    id,
    webhook: hook.id,
    company: hook.company,
    eventId,
    event,
    attempt: Math.max(0, ...attempts.map((row) => row.attempt)) + 1,
    trigger,
    state: 'pending',
    createdAt: ctx.now,
    statusCode: null,
    error: null,
    durationMs: null,
    nextRetryAt: null,
    gaveUp: false,
    request: { url: hook.url, headers, body: raw },
    response: null,
  };
  ctx.rows('webhookDeliveries').unshift(row);
  const url = new URL(hook.url);
  if (LOCAL_HOSTS.has(url.hostname))
    post(url, row.request, (outcome, durationMs) => {
      settle(row, outcome, durationMs);
      ctx.changed();
    });
  else settle(row, simulated(url), 100);
  ctx.changed();
  return row;
}

// Retries are performed when the log is read once their time has come, so the schedule follows
// the stored times and survives a restart; a post that never came back (a restart) counts as failed.
function catchUp(ctx, hook) {
  const now = Date.parse(ctx.now);
  const rows = ctx.rows('webhookDeliveries').filter((row) => row.webhook === hook.id);
  for (const row of rows) {
    if (row.state === 'pending' && now - Date.parse(row.createdAt) > TIMEOUT_MS * 3)
      settle(row, { error: 'No answer: the delivery was cut short' }, null);
    const due = row.state === 'failed' && row.nextRetryAt && Date.parse(row.nextRetryAt) <= now;
    if (!due || row.retried) continue;
    row.retried = true;
    // A disabled endpoint is sent nothing: its due retry is given up rather than kept waiting.
    if (!hook.enabled) {
      row.gaveUp = true;
      continue;
    }
    attempt(ctx, hook, row.event, { eventId: row.eventId, raw: row.request.body, trigger: 'retry' });
  }
}

function eventBody(ctx, type, data) {
  const eventId = newId();
  return { eventId, raw: JSON.stringify({ id: eventId, type, createdAt: ctx.now, data }) };
}

/** Posts an event to each enabled endpoint of the company that subscribes to it. */
export function emitWebhookEvent(ctx, type, data, company = ctx.user?.company) {
  const hooks = ctx
    .rows('webhooks')
    .filter((hook) => hook.company === company && hook.enabled && hook.events.includes(type));
  return hooks.map((hook) => attempt(ctx, hook, type, { ...eventBody(ctx, type, data), trigger: 'event' }));
}

// The contract's example endpoints, with secrets that end as their examples say; their hosts are
// not this machine, so what is posted to them is simulated.
export function seedWebhooks(data, ops) {
  const company = getAt(ops.get('profileGetCompany')?.example, ['data', 'id']);
  const secrets = {
    '0Ae5': getAt(ops.get('webhooksCreate')?.example, ['data', 'secret']),
    q7Lm: 'whsec_Rk3Tn8Wb1Yd6Gh2Mp9Xs4Vc7Jf5Lq7Lm',
  };
  data.webhooks = (getAt(ops.get('webhooksList')?.example, ['data']) ?? []).map(
    ({ secretLast4, ...hook }) => ({
      ...clone(hook),
      company,
      secret: secrets[secretLast4] ?? newSecret(),
    }),
  );
  data.webhookDeliveries = [];
}

export const handlers = {
  webhookList(ctx) {
    const hooks = own(ctx, ctx.rows('webhooks')).sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1));
    return { status: 200, body: { data: hooks.map(publicHook) } };
  },
  webhookCreate(ctx) {
    const hook = {
      id: newId(),
      ...checkedInput(ctx),
      secret: newSecret(),
      company: ctx.user?.company,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    };
    ctx.rows('webhooks').push(hook);
    ctx.changed();
    return withData(ctx, { ...publicHook(hook), secret: hook.secret }, { message: 'Endpoint added' });
  },
  webhookUpdate(ctx) {
    const hook = hookOf(ctx, ctx.itemId());
    Object.assign(hook, checkedInput(ctx), { updatedAt: ctx.now });
    ctx.changed();
    return withData(ctx, publicHook(hook), { message: 'Endpoint saved' });
  },
  webhookDelete(ctx) {
    const hook = hookOf(ctx, ctx.itemId());
    ctx.state.data.webhooks = ctx.rows('webhooks').filter((row) => row !== hook);
    ctx.state.data.webhookDeliveries = ctx.rows('webhookDeliveries').filter((row) => row.webhook !== hook.id);
    ctx.changed();
    return { status: 200, body: { message: 'Endpoint removed' } };
  },
  webhookRotate(ctx) {
    const hook = hookOf(ctx, ctx.itemId());
    Object.assign(hook, { secret: newSecret(), updatedAt: ctx.now });
    ctx.changed();
    return withData(
      ctx,
      { ...publicHook(hook), secret: hook.secret },
      { message: 'New signing secret made' },
    );
  },
  webhookTest(ctx) {
    const hook = hookOf(ctx, ctx.itemId());
    const data = { message: 'A test event from the console.', webhook: hook.id };
    const row = attempt(ctx, hook, 'webhook.test', {
      ...eventBody(ctx, 'webhook.test', data),
      trigger: 'test',
    });
    return withData(ctx, summaryOf(row), { status: 202, message: 'Test event sent' });
  },
  webhookDeliveries(ctx) {
    const hook = hookOf(ctx, ctx.itemId());
    catchUp(ctx, hook);
    const rows = ctx
      .rows('webhookDeliveries')
      .filter((row) => row.webhook === hook.id)
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
    const query = ctx.request.query ?? {};
    const pageIndex = Math.max(0, Number(query.pageIndex) || 0);
    const pageSize = Math.min(200, Math.max(1, Number(query.pageSize) || 20));
    const shown = rows.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize).map(summaryOf);
    return { status: 200, body: { data: { pageIndex, pageSize, total: rows.length, data: shown } } };
  },
  webhookDelivery(ctx) {
    const row = own(ctx, ctx.rows('webhookDeliveries')).find((item) => item.id === ctx.itemId());
    if (!row) throw new HttpError(404, `Delivery ${ctx.itemId()} not found`);
    catchUp(ctx, hookOf(ctx, row.webhook));
    return {
      status: 200,
      body: { data: { ...summaryOf(row), request: row.request, response: row.response } },
    };
  },
  webhookRedeliver(ctx) {
    const row = own(ctx, ctx.rows('webhookDeliveries')).find((item) => item.id === ctx.itemId());
    if (!row) throw new HttpError(404, `Delivery ${ctx.itemId()} not found`);
    const hook = hookOf(ctx, row.webhook);
    const next = attempt(ctx, hook, row.event, {
      eventId: row.eventId,
      raw: row.request.body,
      trigger: 'redeliver',
    });
    return withData(ctx, summaryOf(next), { status: 202, message: 'Event sent again' });
  },
};
