// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { timedEngine } from './timed-engine.testing.mjs';

const MAYA = { id: '6650a1f2c3d4e5f601234567', company: '6650a1f2c3d4e5f6aaaa0001' };
const RECEPTIONIST = '6650a1f2c3d4e5f6bbbb0001';
const TRIAGE = '6650a1f2c3d4e5f6bbbb0004';
const START = new Date('2026-12-01T15:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const { newScope, at: later, call } = timedEngine('web', START, MAYA);
const add = (scope, body) => call(scope, 'webSourcesCreate', { body });
const list = (scope, query = {}) => call(scope, 'webSourcesList', { query }).body.data;

describe('web sources of knowledge (proposal)', () => {
  it('starts with none, so a fresh data set shows only the files', () => {
    expect(list(newScope())).toEqual([]);
  });

  it('goes queued, reading, then ready with a page count, the same on every read', () => {
    const scope = newScope();
    const url = 'https://www.brightsmiledental.com/faq';
    const created = add(scope, {
      url,
      scope: 'section',
      pageLimit: 40,
      refresh: 'weekly',
      agents: [RECEPTIONIST],
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      url,
      status: 'queued',
      pageCount: null,
      lastRefreshAt: null,
      nextRefreshAt: null,
      agents: [RECEPTIONIST],
    });
    expect(created.body.data).not.toHaveProperty('requestedAt');
    later(2500);
    expect(list(scope)[0].status).toBe('reading');
    later(6000);
    const [ready] = list(scope);
    expect(ready.status).toBe('ready');
    expect(ready.pageCount).toBeGreaterThanOrEqual(1);
    expect(ready.pageCount).toBeLessThanOrEqual(40);
    expect(ready.lastRefreshAt).toBe('2026-12-01T15:00:05Z');
    expect(ready.nextRefreshAt).toBe('2026-12-08T15:00:00Z');
    expect(list(scope)).toEqual([ready]);
  });

  it('reads one page for "this page only", and fails with the reason for a host that does not exist', () => {
    const scope = newScope();
    add(scope, { url: 'https://example.com/prices', scope: 'page', pageLimit: 200, refresh: 'never' });
    add(scope, { url: 'https://clinic.invalid/', scope: 'section', refresh: 'daily' });
    add(scope, { url: 'https://example.com/old-404-page', scope: 'page', refresh: 'never' });
    later(6000);
    const byUrl = Object.fromEntries(list(scope).map((row) => [row.url, row]));
    expect(byUrl['https://example.com/prices']).toMatchObject({
      status: 'ready',
      pageCount: 1,
      pageLimit: 1,
    });
    expect(byUrl['https://example.com/prices'].nextRefreshAt).toBeNull();
    expect(byUrl['https://clinic.invalid/']).toMatchObject({
      status: 'failed',
      failureReason: 'The host clinic.invalid could not be found.',
    });
    expect(byUrl['https://example.com/old-404-page'].failureReason).toMatch(/404/);
  });

  it('refuses an address that is not https, one already read, and an unknown agent, saying why', () => {
    const scope = newScope();
    const http = add(scope, { url: 'http://example.com/', scope: 'page', refresh: 'never' });
    expect(http).toMatchObject({ status: 422, body: { message: expect.stringMatching(/https:\/\//) } });
    const bare = add(scope, { url: 'https://localhost', scope: 'page', refresh: 'never' });
    expect(bare.status).toBe(422);
    add(scope, { url: 'https://example.com/', scope: 'page', refresh: 'never' });
    const twin = add(scope, { url: 'https://example.com/', scope: 'section', refresh: 'never' });
    expect(twin).toMatchObject({ status: 422, body: { message: expect.stringMatching(/already/) } });
    const stranger = add(scope, {
      url: 'https://example.org/',
      scope: 'page',
      refresh: 'never',
      agents: ['6650a1f2c3d4e5f6bbbbffff'],
    });
    expect(stranger).toMatchObject({
      status: 422,
      body: { message: expect.stringMatching(/does not exist/) },
    });
    expect(list(scope)).toHaveLength(1);
  });

  it('keeps the last pages while "Refresh now" reads them again', () => {
    const scope = newScope();
    const { id } = add(scope, {
      url: 'https://example.com/',
      scope: 'section',
      pageLimit: 10,
      refresh: 'never',
    }).body.data;
    later(6000);
    const ready = list(scope)[0];
    later(60_000);
    const again = call(scope, 'webSourcesRefresh', { params: { id } });
    expect(again.body.data).toMatchObject({
      status: 'queued',
      pageCount: ready.pageCount,
      lastRefreshAt: ready.lastRefreshAt,
    });
    const twice = call(scope, 'webSourcesRefresh', { params: { id } });
    expect(twice.body.message).toMatch(/already/);
    later(66_000);
    expect(list(scope)[0]).toMatchObject({ status: 'ready', lastRefreshAt: '2026-12-01T15:01:05Z' });
  });

  it('reads a daily source again each day', () => {
    const scope = newScope();
    add(scope, { url: 'https://example.com/', scope: 'page', refresh: 'daily' });
    later(DAY + 1000);
    expect(list(scope)[0]).toMatchObject({ status: 'queued', lastRefreshAt: '2026-12-01T15:00:05Z' });
    later(DAY + 6000);
    expect(list(scope)[0]).toMatchObject({
      status: 'ready',
      lastRefreshAt: '2026-12-02T15:00:05Z',
      nextRefreshAt: '2026-12-03T15:00:00Z',
    });
  });

  it('is given to an agent and taken from it by its list of agents, and listed per agent', () => {
    const scope = newScope();
    const { id } = add(scope, { url: 'https://example.com/', scope: 'page', refresh: 'never' }).body.data;
    expect(list(scope, { agentId: RECEPTIONIST })).toEqual([]);
    const given = call(scope, 'webSourcesUpdate', {
      params: { id },
      body: { agents: [RECEPTIONIST, TRIAGE] },
    });
    expect(given.status).toBe(200);
    expect(list(scope, { agentId: TRIAGE }).map((row) => row.id)).toEqual([id]);
    call(scope, 'webSourcesUpdate', { params: { id }, body: { agents: [RECEPTIONIST] } });
    expect(list(scope, { agentId: TRIAGE })).toEqual([]);
    expect(list(scope, { agentId: RECEPTIONIST })).toHaveLength(1);
  });

  it('reads again when the address or the limit changes, and is deleted', () => {
    const scope = newScope();
    const { id } = add(scope, { url: 'https://example.com/', scope: 'page', refresh: 'never' }).body.data;
    later(6000);
    const changed = call(scope, 'webSourcesUpdate', {
      params: { id },
      body: { scope: 'section', pageLimit: 5 },
    });
    expect(changed.body.data).toMatchObject({
      status: 'queued',
      scope: 'section',
      pageLimit: 5,
      pageCount: 1,
    });
    const refused = call(scope, 'webSourcesUpdate', { params: { id }, body: { url: 'ftp://example.com/' } });
    expect(refused.status).toBe(422);
    expect(call(scope, 'webSourcesDelete', { params: { id } }).status).toBe(200);
    expect(list(scope)).toEqual([]);
    expect(call(scope, 'webSourcesRefresh', { params: { id } }).status).toBe(404);
  });
});
