import { HttpError, idOf, isoSeconds } from '../rows.mjs';
import {
  advance,
  campaignCalls,
  CONCURRENCY_LIMIT,
  contactsOf,
  defaultRules,
  contactState,
  diallingOf,
  rulesOf,
} from './campaign-dialling.mjs';
import { body, withData } from './helpers.mjs';

// Proposal (campaign rules and progress), issue 41.
const ALL = ['maxConcurrentCalls', 'retries', 'retryDelayMinutes', 'retryOn', 'timeZoneSource', 'stopRule'];
const WHILE_RUNNING = ['maxConcurrentCalls', 'timeZoneSource'];
const LABELS = {
  maxConcurrentCalls: 'Concurrent calls',
  retries: 'Retries',
  retryDelayMinutes: 'Retry delay',
  retryOn: 'Outcomes retried',
  timeZoneSource: 'Time zone',
  stopRule: 'Stop rule',
};

function editableOf(campaign) {
  if (campaign.status === 'ended')
    return { editable: [], lockedReason: 'The campaign has ended: its rules no longer change.' };
  if (campaign.status === 'running')
    return {
      editable: WHILE_RUNNING,
      lockedReason:
        'The campaign is running: pause it to change its retries, their delay, the outcomes retried or its stop rule.',
    };
  return { editable: ALL, lockedReason: null };
}

const LIMITS = { maxConcurrentCalls: CONCURRENCY_LIMIT, maxRetries: 10 };

const stateOf = (ctx, campaign) => ({
  rules: rulesOf(ctx, campaign),
  limits: LIMITS,
  ...editableOf(campaign),
});

const canon = (value) =>
  Array.isArray(value)
    ? JSON.stringify([...value].sort())
    : JSON.stringify(value && typeof value === 'object' ? Object.entries(value).sort() : value);

function checkRules(current, next, editable) {
  if (next.maxConcurrentCalls > CONCURRENCY_LIMIT)
    throw new HttpError(422, `Concurrent calls: at most ${CONCURRENCY_LIMIT} on this plan.`);
  for (const key of ALL) {
    if (!editable.includes(key) && canon(current[key]) !== canon(next[key]))
      throw new HttpError(
        422,
        `${LABELS[key]} cannot change now. ${editableOf({ status: 'running' }).lockedReason}`,
      );
  }
}

export function contactRow(lead, view) {
  return {
    lead: idOf(lead),
    leadName: `${lead.firstName ?? ''} ${lead.lastName ?? ''}`.trim(),
    phone: String(lead.phone ?? ''),
    state: view.state,
    attempts: view.calls
      .filter((call) => call.status !== 'queued')
      .map((call, index) => ({
        call: call.id,
        number: index + 1,
        outcome: call.status === 'ringing' ? 'in-progress' : call.status,
        at: call.startedAt ?? call.scheduledAt ?? call.createdAt,
      })),
    nextAttemptAt: view.next === null ? null : isoSeconds(new Date(Math.max(view.next, 0))),
  };
}

function progressOf(ctx, campaign) {
  const dialling = advance(ctx, campaign);
  const rules = rulesOf(ctx, campaign);
  const calls = campaignCalls(ctx, campaign);
  const views = contactsOf(ctx, campaign, calls).map((lead) => {
    const grant = dialling.grants[idOf(lead)];
    const own = calls.filter((call) => call.lead === idOf(lead));
    return { lead, view: contactState(own, rules, grant?.used ? undefined : grant) };
  });
  return { dialling, calls, views };
}

const count = (list, test) => list.filter(test).length;

export const handlers = {
  campaignRulesDefaults(ctx) {
    const rules = { ...defaultRules(), retries: 2, retryDelayMinutes: 1440 };
    return withData(ctx, { rules, limits: LIMITS, editable: ALL, lockedReason: null });
  },
  campaignRulesGet(ctx) {
    const campaign = ctx.find(ctx.itemId());
    advance(ctx, campaign);
    return withData(ctx, stateOf(ctx, campaign));
  },
  campaignRulesUpdate(ctx) {
    const campaign = ctx.find(ctx.itemId());
    advance(ctx, campaign);
    const next = body(ctx);
    checkRules(rulesOf(ctx, campaign), next, editableOf(campaign).editable);
    const dialling = diallingOf(ctx, campaign);
    dialling.rules = {
      maxConcurrentCalls: next.maxConcurrentCalls,
      retryOn: [...next.retryOn],
      timeZoneSource: next.timeZoneSource,
      stopRule: { ...next.stopRule },
    };
    campaign.maxAttempts = next.retries + 1;
    campaign.retryDelayMinutes = next.retryDelayMinutes;
    ctx.stamp(campaign, false);
    ctx.changed();
    return withData(ctx, stateOf(ctx, campaign), { message: 'Campaign rules saved' });
  },
  campaignAttemptsList(ctx) {
    const campaign = ctx.find(ctx.itemId());
    const { dialling, calls, views } = progressOf(ctx, campaign);
    const pageIndex = Math.max(0, Number(ctx.request.query.pageIndex) || 0);
    const pageSize = Math.min(100, Math.max(1, Number(ctx.request.query.pageSize) || 20));
    const outcome = (status) => count(calls, (call) => call.status === status);
    const inState = (state) => count(views, ({ view }) => view.state === state);
    return withData(ctx, {
      status: campaign.status,
      pausedReason: campaign.status === 'paused' ? dialling.pausedReason : null,
      retryFailedAllowed: campaign.status === 'running' || campaign.status === 'paused',
      totals: {
        completed: outcome('completed'),
        busy: outcome('busy'),
        'no-answer': outcome('no-answer'),
        voicemail: outcome('voicemail'),
        failed: outcome('failed'),
        'in-progress': count(calls, (call) => call.status === 'in-progress' || call.status === 'ringing'),
        contactsPending: inState('pending'),
        contactsWaiting: inState('waiting'),
        contactsFailed: inState('failed'),
      },
      contacts: views
        .slice(pageIndex * pageSize, (pageIndex + 1) * pageSize)
        .map(({ lead, view }) => contactRow(lead, view)),
      total: views.length,
      pageIndex,
      pageSize,
    });
  },
  campaignRetryFailed(ctx) {
    const campaign = ctx.find(ctx.itemId());
    const { dialling, views } = progressOf(ctx, campaign);
    if (campaign.status !== 'running' && campaign.status !== 'paused')
      throw new HttpError(422, 'Only a running or paused campaign calls its failed contacts again.');
    const failed = views.filter(({ view }) => view.state === 'failed');
    const at = Date.parse(ctx.now);
    for (const { lead, view } of failed) dialling.grants[idOf(lead)] = { after: view.calls.length, at };
    ctx.changed();
    const n = failed.length;
    const message =
      n === 0
        ? 'No failed contact to call again'
        : `${n} failed contact${n === 1 ? '' : 's'} will be called again`;
    return withData(ctx, { contacts: n }, { message });
  },
};
