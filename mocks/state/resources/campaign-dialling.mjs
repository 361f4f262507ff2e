import { idOf, isoSeconds, newId } from '../rows.mjs';
import { liveVersionOf } from './agent-versions.mjs';
import { emitWebhookEvent } from './webhooks.mjs';

// Proposal (campaign rules and progress). A running campaign dials its group's contacts in ticks
// worked out from stored timestamps at each read, so what QA sees is the same after a restart.
export const TICK_MS = 2000;
// A call lasts one tick. A minute of a rule's delay lasts this long in the mock (mocks/README.md).
export const DELAY_MINUTE_MS = Number(process.env.MOCK_CAMPAIGN_MINUTE_MS) || 100;
export const CONCURRENCY_LIMIT = 10;
const MAX_TICKS_PER_READ = 600;

const ENDED = new Set(['completed', 'busy', 'no-answer', 'voicemail', 'failed']);
const LIVE = new Set(['in-progress', 'ringing']);
const ZONES = [
  ['+44', 'Europe/London'],
  ['+34', 'Europe/Madrid'],
  ['+33', 'Europe/Paris'],
  ['+49', 'Europe/Berlin'],
  ['+52', 'America/Mexico_City'],
  ['+61', 'Australia/Sydney'],
  ['+91', 'Asia/Kolkata'],
];

export const contactZone = (phone) => ZONES.find(([prefix]) => String(phone).startsWith(prefix))?.[1] ?? null;

// The number's last digit decides, so QA can pick outcomes: 0–3 answer, 4–5 busy, 6–7 no answer,
// 8 voicemail, 9 fails. Busy and no answer pick up on the third attempt; Retry failed gets through.
export function outcomeOf(phone, attempt, granted) {
  if (granted) return 'completed';
  const digit = Number(String(phone).at(-1)) || 0;
  if (digit <= 3) return 'completed';
  if (digit <= 7) return attempt >= 3 ? 'completed' : digit <= 5 ? 'busy' : 'no-answer';
  return digit === 8 ? 'voicemail' : 'failed';
}

export const defaultRules = () => ({
  maxConcurrentCalls: 2,
  retryOn: ['busy', 'no-answer'],
  timeZoneSource: 'contact',
  stopRule: { enabled: true, failurePercent: 50, lastCalls: 20 },
});

// The mock's own bookkeeping of a campaign, never answered as it is.
export function diallingOf(ctx, campaign) {
  const rows = ctx.rows('campaignDialling');
  let row = rows.find((item) => item.id === campaign.id);
  if (!row) {
    row = { id: campaign.id, rules: defaultRules(), clock: null, pausedReason: null, grants: {} };
    rows.push(row);
  }
  return row;
}

export function rulesOf(ctx, campaign) {
  const { rules } = diallingOf(ctx, campaign);
  return {
    maxConcurrentCalls: rules.maxConcurrentCalls,
    retries: Math.max(0, (Number(campaign.maxAttempts) || 1) - 1),
    retryDelayMinutes: Number(campaign.retryDelayMinutes) || 5,
    retryOn: [...rules.retryOn],
    timeZoneSource: rules.timeZoneSource,
    stopRule: { ...rules.stopRule },
  };
}

const byStart = (a, b) =>
  String(a.startedAt ?? a.scheduledAt).localeCompare(String(b.startedAt ?? b.scheduledAt));

export const campaignCalls = (ctx, campaign) =>
  ctx.rows('calls').filter((call) => call.campaign === campaign.id);

// The group's contacts, then those called by the campaign that have left the group since.
export function contactsOf(ctx, campaign, calls = campaignCalls(ctx, campaign)) {
  const leads = ctx.rows('leads');
  const members = leads.filter((lead) => (lead.groups ?? []).includes(campaign.group));
  const called = new Set(calls.map((call) => call.lead));
  return [...members, ...leads.filter((lead) => called.has(idOf(lead)) && !members.includes(lead))];
}

// Where the campaign is with one contact: its state and when its next attempt is due (ms).
export function contactState(calls, rules, grant) {
  const sorted = [...calls].sort(byStart);
  const last = sorted.at(-1);
  if (!last) return { state: 'pending', next: null, calls: sorted };
  if (sorted.some((call) => LIVE.has(call.status))) return { state: 'calling', next: null, calls: sorted };
  const queued = sorted.find((call) => call.status === 'queued');
  if (queued) return { state: 'waiting', next: Date.parse(queued.scheduledAt), calls: sorted };
  if (sorted.some((call) => call.status === 'completed'))
    return { state: 'answered', next: null, calls: sorted };
  if (grant !== undefined && grant.after === sorted.length)
    return { state: 'waiting', next: grant.at, calls: sorted, granted: true };
  const ended = Date.parse(last.endedAt ?? last.startedAt ?? '') || 0;
  if (rules.retryOn.includes(last.status) && sorted.length <= rules.retries)
    return { state: 'waiting', next: ended + rules.retryDelayMinutes * DELAY_MINUTE_MS, calls: sorted };
  return { state: 'failed', next: null, calls: sorted };
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

function wallClock(ms, zone) {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(new Date(ms));
    const part = (type) => parts.find((item) => item.type === type)?.value ?? '';
    return { day: part('weekday').toLowerCase().slice(0, 3), time: `${part('hour')}:${part('minute')}` };
  } catch {
    return null;
  }
}

export function insideWindow(campaign, lead, rules, ms) {
  const { schedule } = campaign;
  if (Date.parse(schedule.startAt) > ms) return false;
  if (schedule.endAt && Date.parse(schedule.endAt) <= ms) return false;
  const zone = (rules.timeZoneSource === 'contact' && contactZone(lead.phone)) || schedule.timeZone;
  const clock = wallClock(ms, zone);
  if (!clock || !WEEKDAYS.includes(clock.day) || !schedule.daysOfWeek.includes(clock.day)) return false;
  return clock.time >= schedule.callWindow.start && clock.time < schedule.callWindow.end;
}

// The one place a campaign becomes finished: it has called every contact it could.
export function finishCampaign(ctx, campaign, ms) {
  campaign.status = 'ended';
  campaign.updatedAt = isoSeconds(new Date(ms));
  const calls = campaignCalls(ctx, campaign);
  emit(ctx, campaign, 'campaign.finished', {
    campaign: campaign.id,
    name: campaign.name,
    calls: calls.length,
    answered: calls.filter((call) => call.status === 'completed').length,
  });
}

// The company's endpoints hear of its campaign's calls, whoever's read moved the campaign on.
function emit(ctx, campaign, type, data) {
  const company = ctx.rows('agents').find((row) => row.id === campaign.agent)?.company;
  if (company) emitWebhookEvent(ctx, type, data, company);
}

const callEvent = (call) => ({
  call: call.id,
  agent: call.agent,
  campaign: call.campaign,
  to: call.to,
  status: call.status,
  duration: call.duration,
});

function complete(call, lead, attempt, granted) {
  call.status = outcomeOf(lead?.phone ?? call.to, attempt, granted);
  call.endedAt = isoSeconds(new Date(Date.parse(call.startedAt) + TICK_MS));
  call.duration = call.status === 'completed' ? 45 + ((attempt * 37) % 120) : 0;
  call.queuePosition = null;
}

function dial(ctx, campaign, lead, ms) {
  const agent = ctx.rows('agents').find((row) => row.id === campaign.agent);
  const at = isoSeconds(new Date(ms));
  const call = {
    id: newId(),
    agent: campaign.agent,
    agentName: agent?.name ?? '',
    direction: 'outbound',
    from: campaign.callerNumber ?? '',
    to: lead.phone,
    status: 'in-progress',
    scheduledAt: at,
    startedAt: at,
    endedAt: null,
    duration: 0,
    cost: 0,
    currency: 'USD',
    lead: idOf(lead),
    leadName: `${lead.firstName ?? ''} ${lead.lastName ?? ''}`.trim(),
    campaign: campaign.id,
    summary: '',
    queuePosition: null,
    agentVersion: liveVersionOf(ctx.rows('agentVersions'), campaign.agent),
    createdAt: at,
    updatedAt: at,
  };
  ctx.rows('calls').unshift(call);
  return call;
}

// Calls that ended before the campaign was last resumed are not held against it again.
function stopRuleTripped(calls, stopRule, since) {
  if (!stopRule.enabled) return null;
  const ended = calls
    .filter((call) => ENDED.has(call.status) && Date.parse(call.endedAt) > since)
    .sort((a, b) => String(a.endedAt).localeCompare(String(b.endedAt)))
    .slice(-stopRule.lastCalls);
  if (ended.length < stopRule.lastCalls) return null;
  const failed = ended.filter((call) => call.status === 'failed').length;
  if (failed * 100 <= stopRule.failurePercent * ended.length) return null;
  return `Paused by its stop rule: ${failed} of the last ${ended.length} calls failed (more than ${stopRule.failurePercent}%).`;
}

// A call placed ends a tick later, whatever became of its campaign since.
function endCalls(ctx, campaign, dialling, ms) {
  const calls = campaignCalls(ctx, campaign);
  let moved = false;
  for (const call of calls) {
    if (!LIVE.has(call.status) || Date.parse(call.startedAt) + TICK_MS > ms) continue;
    const own = calls.filter((other) => other.lead === call.lead).sort(byStart);
    const lead = ctx.rows('leads').find((row) => idOf(row) === call.lead);
    complete(call, lead, own.indexOf(call) + 1, dialling.grants[call.lead]?.used === call.id);
    emit(ctx, campaign, 'call.ended', callEvent(call));
    moved = true;
  }
  return moved;
}

// One tick: calls that are over end, the stop rule is read, then free lines dial due contacts.
function tick(ctx, campaign, dialling, ms) {
  let moved = endCalls(ctx, campaign, dialling, ms);
  const rules = rulesOf(ctx, campaign);
  const calls = campaignCalls(ctx, campaign);
  const leads = contactsOf(ctx, campaign, calls);
  const reason = stopRuleTripped(calls, rules.stopRule, dialling.since ?? 0);
  if (reason) {
    campaign.status = 'paused';
    campaign.updatedAt = isoSeconds(new Date(ms));
    dialling.pausedReason = reason;
    return true;
  }
  let free = rules.maxConcurrentCalls - calls.filter((call) => LIVE.has(call.status)).length;
  let open = 0;
  for (const lead of leads) {
    const id = idOf(lead);
    const grant = dialling.grants[id];
    const own = calls.filter((call) => call.lead === id);
    const { state, next, granted } = contactState(own, rules, grant?.used ? undefined : grant);
    if (state !== 'answered' && state !== 'failed') open += 1;
    if (free <= 0 || (state !== 'pending' && state !== 'waiting') || (next ?? 0) > ms) continue;
    if (!insideWindow(campaign, lead, rules, ms)) continue;
    const queued = own.find((call) => call.status === 'queued');
    let call;
    if (queued) {
      queued.status = 'in-progress';
      queued.startedAt = isoSeconds(new Date(ms));
      call = queued;
    } else call = dial(ctx, campaign, lead, ms);
    emit(ctx, campaign, 'call.started', callEvent(call));
    if (granted) grant.used = call.id;
    free -= 1;
    moved = true;
  }
  if (open === 0) {
    finishCampaign(ctx, campaign, ms);
    moved = true;
  }
  return moved;
}

// Brings a campaign up to now. A campaign starts dialling from the read that first finds it running.
export function advance(ctx, campaign, nowMs = Date.now()) {
  const dialling = diallingOf(ctx, campaign);
  let moved = false;
  if (campaign.status !== 'running') dialling.clock = null;
  else if (dialling.clock === null) {
    dialling.clock = Math.floor(nowMs / TICK_MS) * TICK_MS - TICK_MS;
    dialling.since = nowMs;
    dialling.pausedReason = null;
    moved = true;
  }
  if (dialling.clock !== null) {
    let ms = Math.max(dialling.clock, nowMs - MAX_TICKS_PER_READ * TICK_MS) + TICK_MS;
    for (; ms <= nowMs && dialling.clock !== null; ms += TICK_MS) {
      moved = tick(ctx, campaign, dialling, ms) || moved;
      dialling.clock = campaign.status === 'running' ? ms : null;
    }
  }
  if (dialling.clock === null) moved = endCalls(ctx, campaign, dialling, nowMs) || moved;
  if (moved) ctx.changed();
  return dialling;
}
