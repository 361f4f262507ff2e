// @vitest-environment node
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadContract } from './contract.mjs';
import { createEngine } from './engine.mjs';
import { URL_RULE } from './resources/webhooks.mjs';

const MAYA = {
  id: '6650a1f2c3d4e5f601234567',
  firstName: 'Maya',
  lastName: 'Thompson',
  company: '6650a1f2c3d4e5f6aaaa0001',
};
const OTHER = { ...MAYA, id: '6650a1f2c3d4e5f601234599', company: '6650a1f2c3d4e5f6aaaa0002' };
let engine;
let count = 0;
let receiver;
let receiverUrl;
const received = [];
let answerStatus = 200;

beforeAll(async () => {
  engine = createEngine(await loadContract());
  receiver = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, raw });
      res.writeHead(answerStatus, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: answerStatus < 300 }));
    });
  });
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${receiver.address().port}/hook`;
}, 60_000);

afterAll(() => new Promise((resolve) => receiver.close(resolve)));

afterEach(() => {
  vi.useRealTimers();
  received.length = 0;
  answerStatus = 200;
});

const newScope = () => `webhooks-${(count += 1)}`;
const call = (scope, operationId, request = {}, user = MAYA) =>
  engine.handle(scope, operationId, { user, headers: {}, params: {}, query: {}, ...request });
const create = (scope, changes = {}) =>
  call(scope, 'webhooksCreate', {
    body: { url: receiverUrl, events: ['ticket.replied'], enabled: true, ...changes },
  });
const log = (scope, id) => call(scope, 'webhooksListDeliveries', { params: { id } }).body.data.data;

async function settled(scope, hookId) {
  await vi.waitFor(() => expect(log(scope, hookId).every((row) => row.state !== 'pending')).toBe(true));
  return log(scope, hookId);
}

function verifies(secret, header, raw) {
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
  const expected = createHmac('sha256', secret).update(`${t}.${raw}`).digest();
  return Boolean(v1) && timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}

describe('webhooks (proposal)', () => {
  it('answers the secret whole only when the endpoint is made and when it is rotated', () => {
    const scope = newScope();
    const made = create(scope);
    expect(made.status).toBe(201);
    const { secret, secretLast4, id } = made.body.data;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9]{32}$/);
    expect(secretLast4).toBe(secret.slice(-4));
    const listed = call(scope, 'webhooksList').body.data.find((hook) => hook.id === id);
    expect(listed).toEqual(expect.objectContaining({ id, secretLast4 }));
    expect(listed).not.toHaveProperty('secret');
    const rotated = call(scope, 'webhooksRotateSecret', { params: { id } }).body.data;
    expect(rotated.secret).not.toBe(secret);
    const after = call(scope, 'webhooksList').body.data.find((hook) => hook.id === id);
    expect(after.secretLast4).toBe(rotated.secret.slice(-4));
    expect(call(scope, 'webhooksList', {}, OTHER).body.data).toEqual([]);
  });

  it('refuses a URL that is not https unless its host is this machine', () => {
    const scope = newScope();
    const refused = create(scope, { url: 'http://hooks.example.com/in' });
    expect(refused).toEqual({ status: 422, body: { message: URL_RULE } });
    expect(create(scope, { url: 'http://localhost:9/in' }).status).toBe(201);
    expect(create(scope, { url: 'http://[::1]:9/in' }).status).toBe(201);
    expect(create(scope, { url: 'https://hooks.example.com/in' }).status).toBe(201);
    expect(create(scope, { events: ['webhook.test'] }).status).toBe(422);
  });

  it('posts a signed test event to a local receiver, logs it and redelivers it as attempt 2', async () => {
    const scope = newScope();
    const { id, secret } = create(scope).body.data;
    const sent = call(scope, 'webhooksSendTest', { params: { id } });
    expect(sent.status).toBe(202);
    expect(sent.body.data).toEqual(
      expect.objectContaining({ event: 'webhook.test', attempt: 1, state: 'pending' }),
    );
    const [first] = await settled(scope, id);
    expect(first).toEqual(expect.objectContaining({ state: 'succeeded', statusCode: 200, attempt: 1 }));
    expect(received).toHaveLength(1);
    const { headers, raw } = received[0];
    expect(verifies(secret, headers['x-console-signature'], raw)).toBe(true);
    expect(JSON.parse(raw)).toEqual(expect.objectContaining({ type: 'webhook.test', id: first.eventId }));

    const detail = call(scope, 'webhooksGetDelivery', { params: { id: first.id } }).body.data;
    expect(detail.request.body).toBe(raw);
    expect(detail.response).toEqual(expect.objectContaining({ statusCode: 200, body: '{"ok":true}' }));

    expect(call(scope, 'webhooksRedeliver', { params: { id: first.id } }).body.data.attempt).toBe(2);
    const [again] = await settled(scope, id);
    expect(again).toEqual(
      expect.objectContaining({ attempt: 2, trigger: 'redeliver', eventId: first.eventId }),
    );
    expect(received[1].raw).toBe(raw);
  });

  it('tells the subscribed endpoints of a ticket reply', async () => {
    const scope = newScope();
    const { id } = create(scope).body.data;
    create(scope, { events: ['call.ended'] });
    const ticket = engine.exportScope(scope).data.tickets.find((row) => row.company === MAYA.company);
    call(scope, 'ticketsAddMessage', { params: { id: ticket.id }, body: { body: 'Thanks, fixed.' } });
    const [delivery] = await settled(scope, id);
    expect(delivery).toEqual(expect.objectContaining({ event: 'ticket.replied', state: 'succeeded' }));
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0].raw).data).toEqual(expect.objectContaining({ ticket: ticket.id }));
  });

  it('retries a failed delivery at 10, 30 and 90 seconds, then gives up', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-12-01T15:00:00Z');
    vi.setSystemTime(start);
    const scope = newScope();
    const { id } = create(scope, { url: 'https://hooks-fail.example.com/in' }).body.data;
    call(scope, 'webhooksSendTest', { params: { id } });
    const [first] = log(scope, id);
    expect(first).toEqual(
      expect.objectContaining({ state: 'failed', statusCode: 500, nextRetryAt: '2026-12-01T15:00:10Z' }),
    );
    let elapsed = 0;
    for (const wait of [10_000, 30_000, 90_000]) {
      elapsed += wait;
      vi.setSystemTime(new Date(start.getTime() + elapsed));
      expect(log(scope, id)).toHaveLength(1 + [10_000, 30_000, 90_000].indexOf(wait) + 1);
    }
    const [last] = log(scope, id);
    expect(last).toEqual(
      expect.objectContaining({ attempt: 4, trigger: 'retry', gaveUp: true, nextRetryAt: null }),
    );
    vi.setSystemTime(new Date(start.getTime() + elapsed + 600_000));
    expect(log(scope, id)).toHaveLength(4);
  });

  it('gives up a due retry while the endpoint is disabled, and keeps its URL as sent', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-12-01T15:00:00Z');
    vi.setSystemTime(start);
    const scope = newScope();
    const url = 'https://Hooks-FAIL.example.com:8443/in?b=2&a=1';
    const hook = create(scope, { url }).body.data;
    expect(hook.url).toBe(url);
    call(scope, 'webhooksSendTest', { params: { id: hook.id } });
    const { id: _id, secret: _s, secretLast4: _l, createdAt: _c, updatedAt: _u, ...input } = hook;
    call(scope, 'webhooksUpdate', { params: { id: hook.id }, body: { ...input, enabled: false } });
    vi.setSystemTime(new Date(start.getTime() + 60_000));
    const rows = log(scope, hook.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual(expect.objectContaining({ state: 'failed', gaveUp: true }));
  });

  it('never contacts another host: an unknown one fails without an answer', () => {
    const scope = newScope();
    const { id } = create(scope, { url: 'https://invalid.example.com/in' }).body.data;
    call(scope, 'webhooksSendTest', { params: { id } });
    const [row] = log(scope, id);
    expect(row).toEqual(
      expect.objectContaining({
        state: 'failed',
        statusCode: null,
        error: expect.stringMatching(/ENOTFOUND/),
      }),
    );
  });
});
