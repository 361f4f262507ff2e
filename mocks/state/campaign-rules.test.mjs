// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { timedEngine } from './timed-engine.testing.mjs';
import { insideWindow, TICK_MS } from './resources/campaign-dialling.mjs';

const MAYA = {
  id: '6650a1f2c3d4e5f601234567',
  firstName: 'Maya',
  lastName: 'Thompson',
  company: '6650a1f2c3d4e5f6aaaa0001',
};
// Lucía Fernández (+13105550121, answers) and Ethan Brooks (+14085550109, fails).
const GROUP = '6650a1f2c3d4e5f644440002';
const START = new Date('2026-12-07T15:00:00Z');
const RULES = {
  maxConcurrentCalls: 2,
  retries: 3,
  retryDelayMinutes: 60,
  retryOn: ['busy', 'no-answer'],
  timeZoneSource: 'campaign',
  stopRule: { enabled: false, failurePercent: 50, lastCalls: 5 },
};
const { newScope, at, call } = timedEngine('campaign-rules', START, MAYA);

function newCampaign() {
  const scope = newScope();
  call(scope, 'leadsCreate', {
    body: { firstName: 'Bea', lastName: 'Busy', phone: '+14155550104', groups: [GROUP] },
  });
  const created = call(scope, 'campaignsCreate', {
    body: {
      name: 'Rules check',
      agent: '6650a1f2c3d4e5f6bbbb0002',
      group: GROUP,
      callerNumber: '+14155550124',
      status: 'draft',
      schedule: {
        startAt: '2026-12-01T00:00:00Z',
        endAt: null,
        timeZone: 'UTC',
        daysOfWeek: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
        callWindow: { start: '00:00', end: '23:59' },
      },
      maxAttempts: 3,
      retryDelayMinutes: 1440,
    },
  });
  return { scope, id: created.body.data.id };
}

const rules = (scope, id) => call(scope, 'campaignRulesGet', { params: { id } });
const saveRules = (scope, id, body) => call(scope, 'campaignRulesUpdate', { params: { id }, body });
const attempts = (scope, id) => call(scope, 'campaignAttemptsList', { params: { id } }).body.data;
const enable = (scope, id, enabled) => call(scope, 'campaignsEnable', { body: { id, enabled } });
const byName = (page) => Object.fromEntries(page.contacts.map((row) => [row.leadName, row]));

describe('campaign rules (proposal)', () => {
  it('keeps the rules, and the campaign attempts follow the retries', () => {
    const { scope, id } = newCampaign();
    expect(rules(scope, id).body.data.rules).toMatchObject({ retries: 2, retryDelayMinutes: 1440 });
    expect(saveRules(scope, id, RULES).status).toBe(200);
    expect(rules(scope, id).body.data).toMatchObject({
      rules: RULES,
      editable: expect.arrayContaining(['retries']),
    });
    const campaign = call(scope, 'campaignsGetById', { params: { id } }).body.data;
    expect(campaign).toMatchObject({ maxAttempts: 4, retryDelayMinutes: 60 });
  });

  it('refuses a concurrency above the limit and locks retries while running', () => {
    const { scope, id } = newCampaign();
    const over = saveRules(scope, id, { ...RULES, maxConcurrentCalls: 11 });
    expect(over.status).toBe(422);
    expect(over.body.message).toMatch(/Concurrent calls/);
    saveRules(scope, id, RULES);
    enable(scope, id, true);
    const read = rules(scope, id).body.data;
    expect(read.editable).toEqual(['maxConcurrentCalls', 'timeZoneSource']);
    expect(read.lockedReason).toMatch(/pause it/);
    const locked = saveRules(scope, id, { ...RULES, retries: 5 });
    expect(locked.status).toBe(422);
    expect(locked.body.message).toMatch(/^Retries cannot change now/);
    expect(saveRules(scope, id, { ...RULES, maxConcurrentCalls: 3 }).status).toBe(200);
  });

  it('dials two at a time, retries the busy contact after the delay, and retries the failed on demand', () => {
    const { scope, id } = newCampaign();
    saveRules(scope, id, RULES);
    enable(scope, id, true);
    let page = attempts(scope, id);
    expect(page.totals['in-progress']).toBe(2);
    expect(page.contacts.map((row) => row.state).sort()).toEqual(['calling', 'calling', 'pending']);

    at(TICK_MS);
    page = attempts(scope, id);
    expect(page.totals['in-progress']).toBe(1);
    at(3 * TICK_MS);
    page = attempts(scope, id);
    const contacts = byName(page);
    expect(contacts['Lucía Fernández'].state).toBe('answered');
    expect(contacts['Ethan Brooks'].state).toBe('failed');
    expect(contacts['Bea Busy']).toMatchObject({ state: 'waiting', attempts: [{ outcome: 'busy' }] });
    expect(contacts['Bea Busy'].nextAttemptAt).not.toBeNull();
    expect(page.retryFailedAllowed).toBe(true);

    const retried = call(scope, 'campaignRetryFailed', { params: { id } });
    expect(retried.body).toMatchObject({
      message: '1 failed contact will be called again',
      data: { contacts: 1 },
    });
    at(4 * TICK_MS);
    expect(byName(attempts(scope, id))['Ethan Brooks'].state).toBe('calling');
    at(60_000);
    page = attempts(scope, id);
    expect(byName(page)['Ethan Brooks']).toMatchObject({
      state: 'answered',
      attempts: [{ outcome: 'failed' }, { outcome: 'completed' }],
    });
    expect(byName(page)['Bea Busy'].attempts.map((a) => a.outcome)).toEqual(['busy', 'busy', 'completed']);
    expect(page.status).toBe('ended');
    const calls = call(scope, 'callsFetch', { body: { campaignId: id, pageIndex: 0, pageSize: 20 } });
    expect(calls.body.data.total).toBe(6);
  });

  it("tells the company's webhooks of each call and of the end", () => {
    const { scope, id } = newCampaign();
    const hook = call(scope, 'webhooksCreate', {
      body: {
        url: 'https://hooks.example.com/campaigns',
        events: ['call.started', 'call.ended', 'campaign.finished'],
        enabled: true,
      },
    }).body.data.id;
    saveRules(scope, id, RULES);
    enable(scope, id, true);
    attempts(scope, id);
    at(60_000);
    expect(attempts(scope, id).status).toBe('ended');
    const events = call(scope, 'webhooksListDeliveries', {
      params: { id: hook },
      query: { pageIndex: 0, pageSize: 200 },
    }).body.data.data.map((delivery) => delivery.event);
    const count = (type) => events.filter((event) => event === type).length;
    expect(count('call.started')).toBe(5);
    expect(count('call.ended')).toBe(5);
    expect(count('campaign.finished')).toBe(1);
  });

  it('pauses on its stop rule and says why', () => {
    const { scope, id } = newCampaign();
    for (const n of [1, 2, 3, 4]) {
      const phone = `+141555502${n}9`;
      call(scope, 'leadsCreate', {
        body: { firstName: 'Fay', lastName: `Fail ${n}`, phone, groups: [GROUP] },
      });
    }
    saveRules(scope, id, {
      ...RULES,
      maxConcurrentCalls: 10,
      stopRule: { enabled: true, failurePercent: 50, lastCalls: 5 },
    });
    enable(scope, id, true);
    at(TICK_MS);
    const page = attempts(scope, id);
    expect(page.status).toBe('paused');
    expect(page.pausedReason).toMatch(
      /^Paused by its stop rule: [45] of the last 5 calls failed \(more than 50%\)/,
    );
    enable(scope, id, true);
    expect(attempts(scope, id).pausedReason).toBeNull();
  });

  it("reads the window in the contact's zone where the number tells it, else the campaign's", () => {
    const campaign = {
      schedule: {
        startAt: '2026-12-01T00:00:00Z',
        endAt: null,
        timeZone: 'America/New_York',
        daysOfWeek: ['mon', 'tue', 'wed', 'thu', 'fri'],
        callWindow: { start: '09:00', end: '17:00' },
      },
    };
    const london = { phone: '+442079460000' };
    const local = { phone: '+14155550104' };
    const contact = { timeZoneSource: 'contact' };
    const evening = Date.parse('2026-12-07T20:00:00Z'); // 15:00 in New York, 20:00 in London
    expect(insideWindow(campaign, london, contact, evening)).toBe(false);
    expect(insideWindow(campaign, london, { timeZoneSource: 'campaign' }, evening)).toBe(true);
    expect(insideWindow(campaign, local, contact, evening)).toBe(true);
    expect(insideWindow(campaign, local, contact, Date.parse('2026-12-06T20:00:00Z'))).toBe(false); // a Sunday
  });

  it('dials nobody outside the window', () => {
    const { scope, id } = newCampaign();
    const stored = call(scope, 'campaignsGetById', { params: { id } }).body.data;
    const {
      id: _id,
      callsPlaced: _p,
      callsAnswered: _a,
      callsFailed: _f,
      callsPending: _n,
      ...rest
    } = stored;
    const { createdAt: _c, updatedAt: _u, status: _s, ...input } = rest;
    const closed = { ...input.schedule, daysOfWeek: ['sat'] }; // START is a Monday
    call(scope, 'campaignsUpdate', { params: { id }, body: { ...input, schedule: closed } });
    enable(scope, id, true);
    at(10 * TICK_MS);
    const page = attempts(scope, id);
    expect(page.status).toBe('running');
    expect(page.totals.contactsPending).toBe(3);
  });
});
