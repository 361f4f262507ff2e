// The mock signs its session tokens itself: the example's claims, issued now, for a lifetime QA sets
// (MOCK_TOKEN_TTL, or X-Mock-Token-Ttl per request), so that a session runs out as the real one does.
import { createHmac } from 'node:crypto';
import { isObject } from './contract.mjs';
import { HttpError } from './rows.mjs';

export const DEFAULT_TOKEN_TTL = 24 * 60 * 60;
const MAX_TOKEN_TTL = 366 * 24 * 60 * 60;
const SIGNING_KEY = 'voice-agent-console mock session';
const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

export const EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
export const INVALID_MESSAGE = 'Your session is not valid. Please sign in again.';

// They keep no data, so they are the state server's in every mode: a session expires under the examples too.
export const SESSION_CALLS = new Set(['authLogin', 'authVerify', 'authRefresh']);

export function tokenTtl(value, name = 'MOCK_TOKEN_TTL') {
  if (value === undefined || value === '') return DEFAULT_TOKEN_TTL;
  const text = String(value).trim();
  const seconds = Number(text);
  if (!/^\d+$/.test(text) || seconds < 1 || seconds > MAX_TOKEN_TTL) {
    throw new Error(`${name} must be a whole number of seconds from 1 to ${MAX_TOKEN_TTL}, got "${value}"`);
  }
  return seconds;
}

const headerOf = (headers, name) => {
  const value = headers?.[name];
  return Array.isArray(value) ? value[0] : value;
};

function lifetimeOf(headers) {
  const asked = headerOf(headers, 'x-mock-token-ttl');
  try {
    return asked === undefined ? tokenTtl(process.env.MOCK_TOKEN_TTL) : tokenTtl(asked, 'X-Mock-Token-Ttl');
  } catch (error) {
    // Every token call declares a 500, and a setting the mock cannot read is the mock's fault.
    throw new HttpError(500, error.message);
  }
}

export function claimsOf(token) {
  if (typeof token !== 'string' || !JWT.test(token)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
    return isObject(claims) ? claims : undefined;
  } catch {
    return undefined;
  }
}

const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signToken(claims) {
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${unsigned}.${createHmac('sha256', SIGNING_KEY).update(unsigned).digest('base64url')}`;
}

export function issueToken(claims, headers, now = Date.now()) {
  const iat = Math.floor(now / 1000);
  return signToken({ ...claims, iat, exp: iat + lifetimeOf(headers) });
}

/** A token call's example answer, its token issued anew. */
export function sessionAnswer(ctx, example) {
  const body = structuredClone(example);
  body.data = issueToken(claimsOf(body.data) ?? {}, ctx.request.headers);
  return { status: ctx.op.status, body };
}

export function hasExpired(headers) {
  const token = /^Bearer\s+(\S+)$/i.exec(headerOf(headers, 'authorization') ?? '')?.[1];
  const exp = claimsOf(token)?.exp;
  return typeof exp === 'number' && exp * 1000 <= Date.now();
}

export function refreshSession(ctx) {
  const token = /^Bearer\s+(\S+)$/i.exec(headerOf(ctx.request.headers, 'authorization') ?? '')?.[1];
  const claims = claimsOf(token);
  if (!claims || typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) {
    throw new HttpError(401, INVALID_MESSAGE);
  }
  if (claims.exp * 1000 <= Date.now()) throw new HttpError(401, EXPIRED_MESSAGE);
  return sessionAnswer(ctx, { ...ctx.op.example, data: token });
}
