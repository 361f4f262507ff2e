// @vitest-environment node
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadContract } from './contract.mjs';
import { createApiMock } from './server.mjs';
import {
  claimsOf,
  DEFAULT_TOKEN_TTL,
  EXPIRED_MESSAGE,
  INVALID_MESSAGE,
  signToken,
  tokenTtl,
} from './session.mjs';

vi.setConfig({ testTimeout: 30_000 });
const NOW = Date.parse('2026-12-01T09:00:00Z');
const nowSeconds = NOW / 1000;
let doc;
let mock;
let base;
let ajv;

beforeAll(async () => {
  doc = await loadContract();
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // The suite's mode: the shared data set answers with examples, and still the session's calls are modelled.
  mock = await createApiMock({ doc, defaultState: 'examples', prismPort: 1 });
  await new Promise((resolve) => mock.upstream.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${mock.upstream.address().port}`;
}, 60_000);
afterAll(() => new Promise((resolve) => mock.upstream.close(resolve)));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const at = (ms) => vi.useFakeTimers({ now: ms, toFake: ['Date'] });

function responseSchema(path, method, status) {
  return doc.paths[path][method].responses[String(status)].content['application/json'].schema;
}

async function ask(path, { method = 'GET', body, headers = {} } = {}) {
  const answer = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body && JSON.stringify(body),
  });
  const json = await answer.json();
  if (answer.status !== 501) {
    const check = ajv.compile(responseSchema(path, method.toLowerCase(), answer.status));
    expect(check(json), JSON.stringify(check.errors)).toBe(true);
  }
  return { status: answer.status, body: json };
}

const signIn = (email = 'someone@example.com', headers = {}) =>
  ask('/auth/login', { method: 'POST', body: { email, password: 'any' }, headers });
const refresh = (token) =>
  ask('/users/refresh', { headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });

describe('session tokens', () => {
  it('signs in with a token of the example claims, issued now, that lives MOCK_TOKEN_TTL seconds', async () => {
    at(NOW);
    vi.stubEnv('MOCK_TOKEN_TTL', '90');
    const { status, body } = await signIn();
    expect(status).toBe(200);
    const claims = claimsOf(body.data);
    expect(claims).toMatchObject({ firstName: 'Maya', lastName: 'Thompson', isAuthorized: true });
    expect(claims.iat).toBe(nowSeconds);
    expect(claims.exp).toBe(nowSeconds + 90);
    expect(body.data.split('.')).toHaveLength(3);
  });

  it('lives a day by default, or what X-Mock-Token-Ttl asks for', async () => {
    at(NOW);
    expect(claimsOf((await signIn()).body.data).exp).toBe(nowSeconds + DEFAULT_TOKEN_TTL);
    const short = await signIn('daniel.okafor@voiceagent-console.com', { 'x-mock-token-ttl': '5' });
    expect(claimsOf(short.body.data)).toMatchObject({ firstName: 'Daniel', exp: nowSeconds + 5 });
  });

  it('issues the verified sign-up a fresh token too', async () => {
    at(NOW);
    const { status, body } = await ask('/auth/verify', {
      method: 'POST',
      body: { email: 'maya.thompson@brightsmile-dental.com', code: '482913' },
      headers: { 'x-mock-token-ttl': '60' },
    });
    expect(status).toBe(200);
    expect(claimsOf(body.data).exp).toBe(nowSeconds + 60);
  });

  it('refuses a lifetime it cannot read: at start, and per request with a 500 that says why', async () => {
    expect(() => tokenTtl('0')).toThrow('MOCK_TOKEN_TTL must be a whole number of seconds');
    expect(() => tokenTtl('1.5')).toThrow();
    expect(() => tokenTtl('ten')).toThrow();
    expect(tokenTtl(' 20 ')).toBe(20);
    expect(tokenTtl(undefined)).toBe(DEFAULT_TOKEN_TTL);
    const { status, body } = await signIn('someone@example.com', { 'x-mock-token-ttl': '-5' });
    expect(status).toBe(500);
    expect(body.message).toMatch(/^X-Mock-Token-Ttl must be a whole number of seconds/);
  });
});

describe('refreshing a session', () => {
  it('renews a valid token: the same claims, issued now, a later expiry', async () => {
    at(NOW);
    const { body: signedIn } = await signIn('someone@example.com', { 'x-mock-token-ttl': '60' });
    at(NOW + 30_000);
    const { status, body } = await refresh(signedIn.data);
    expect(status).toBe(200);
    const before = claimsOf(signedIn.data);
    const after = claimsOf(body.data);
    const { iat: _iat, exp: _exp, ...user } = before;
    expect(after).toMatchObject(user);
    expect(after.iat).toBe(nowSeconds + 30);
    expect(after.exp).toBe(nowSeconds + 30 + DEFAULT_TOKEN_TTL);
    expect(after.exp).toBeGreaterThan(before.exp);
  });

  it('answers 401 with the expiry message once the token has run out', async () => {
    at(NOW);
    const { body: signedIn } = await signIn('someone@example.com', { 'x-mock-token-ttl': '60' });
    at(NOW + 60_000);
    expect(await refresh(signedIn.data)).toEqual({ status: 401, body: { message: EXPIRED_MESSAGE } });
    const { iat: _iat, exp: _exp, ...user } = claimsOf(signedIn.data);
    const old = signToken({ ...user, iat: nowSeconds - 7200, exp: nowSeconds - 3600 });
    expect((await refresh(old)).body.message).toBe(EXPIRED_MESSAGE);
  });

  it('answers 401 to a token it cannot read, one without an expiry, or none', async () => {
    const noExpiry = signToken({ id: '6650a1f2c3d4e5f601234567', firstName: 'Maya' });
    for (const token of ['not-a-token', 'a.b.c', `x.${btoa('[1]')}.y`, noExpiry, undefined]) {
      expect(await refresh(token), String(token)).toEqual({
        status: 401,
        body: { message: INVALID_MESSAGE },
      });
    }
  });

  it('leaves a call with Prefer to Prism, as every other', async () => {
    const { body: signedIn } = await signIn();
    const answer = await fetch(`${base}/users/refresh`, {
      headers: { authorization: `Bearer ${signedIn.data}`, prefer: 'code=401' },
    });
    expect(answer.status).toBe(501);
  });
});

describe('any call with a run-out token', () => {
  it('is refused with 401 and the expiry message, while a live token still gets through', async () => {
    const gateway = await createApiMock({ doc, prismPort: 1 });
    await new Promise((resolve) => gateway.gateway.listen(0, '127.0.0.1', resolve));
    const at = (path, token) =>
      fetch(`http://127.0.0.1:${gateway.gateway.address().port}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    try {
      const claims = { id: '6650a1f2c3d4e5f601234567', company: '6650a1f2c3d4e5f6aaaa0001' };
      const old = signToken({ ...claims, iat: nowSeconds - 7200, exp: Date.now() / 1000 - 1 });
      const answer = await at('/leads', old);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ message: EXPIRED_MESSAGE });
      // A live token goes on to Prism, which is not running here: anything but the 401.
      const live = signToken({ ...claims, iat: nowSeconds, exp: Date.now() / 1000 + 3600 });
      expect((await at('/leads', live)).status).not.toBe(401);
    } finally {
      await new Promise((resolve) => gateway.gateway.close(resolve));
    }
  });
});
