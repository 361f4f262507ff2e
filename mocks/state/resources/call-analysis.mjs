import { HttpError } from '../rows.mjs';
import { checkBase, revisionOf, touchAgent } from './agent-versions.mjs';
import { DEFAULT_SETTINGS } from './analysis-defaults.mjs';
import { body, clone, withData } from './helpers.mjs';
import { emitWebhookEvent } from './webhooks.mjs';

// Proposal (post-call analysis). Everything here is computed from the call itself, so that QA sees
// the same values on every read and after every reset: no randomness, no clock.

const FINAL = new Set(['completed', 'failed', 'no-answer', 'busy', 'voicemail']);
const ACHIEVED = new Set([
  'appointment_booked',
  'appointment_rescheduled',
  'appointment_cancelled',
  'transferred',
  'callback_requested',
]);
// How long a re-run stays `running`: long enough for the console to show it, short for QA.
const RERUN_MS = 1500;

/** The draft's settings of an agent: its own when saved, else the defaults. */
export const settingsOf = (agent) => clone(agent.analysis ?? DEFAULT_SETTINGS);

function settingsProblem(settings) {
  const seen = new Set();
  for (const field of settings.fields ?? []) {
    if (seen.has(field.name))
      return `Two fields are named ${field.name}: each field needs a name of its own.`;
    seen.add(field.name);
    if (field.type === 'option' && !field.options?.length)
      return `The field ${field.name} is one of a list of options: give it at least one option.`;
    if (field.type !== 'option' && field.options !== undefined)
      return `Only a field of type option takes options; ${field.name} is ${field.type}.`;
  }
  const { kind, scaleMax = 5, passFrom = 4, checklist = [] } = settings.success ?? {};
  if (kind === 'scale' && passFrom > scaleMax)
    return `The passing score (${passFrom}) cannot be above the best score (${scaleMax}).`;
  if (kind === 'checklist' && checklist.length === 0) return 'A checklist needs at least one item.';
  return null;
}

// Words of four letters or more, cut to their first four: "booked", "booking" and "book" meet.
const stems = (text) =>
  String(text)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 4)
    .map((word) => word.slice(0, 4));

const spokenLines = (call) =>
  String(call.transcription ?? '')
    .split('\n')
    .filter((line) => /^(user|assistant):/.test(line));

function valueOf(field, call) {
  const lines = spokenLines(call);
  if (lines.length === 0) return null;
  const text = lines.join('\n').toLowerCase();
  const wanted = stems(field.name.replace(/_/g, ' '));
  switch (field.type) {
    case 'boolean':
      // Yes when the call speaks of any word of the field's name ("booked" meets "book a cleaning").
      return wanted.some((stem) => text.includes(stem));
    case 'number': {
      const number = /\b\d+(?:\.\d+)?\b/.exec(lines.filter((l) => l.startsWith('user:')).join(' '));
      return number ? Number(number[0]) : null;
    }
    case 'option':
      return field.options.find((option) => text.includes(option.toLowerCase())) ?? null;
    default: {
      const line = lines.find(
        (l) => l.startsWith('user:') && wanted.some((stem) => l.toLowerCase().includes(stem)),
      );
      return line ? line.slice('user:'.length).trim().slice(0, 200) : null;
    }
  }
}

const outcomeWords = (outcome) => String(outcome ?? 'no outcome').replace(/_/g, ' ');

function successOf(success, call) {
  if (spokenLines(call).length === 0)
    return {
      verdict: 'fail',
      score: success.kind === 'scale' ? 1 : null,
      reason: 'Nobody spoke on the call.',
    };
  const achieved = ACHIEVED.has(call.outcome);
  if (success.kind === 'scale') {
    const max = success.scaleMax ?? 5;
    const mood = { positive: 1, negative: -1 }[call.sentiment] ?? 0;
    const score = Math.min(max, Math.max(1, (achieved ? max - 1 : 2) + mood));
    const passFrom = success.passFrom ?? 4;
    return {
      verdict: score >= passFrom ? 'pass' : 'fail',
      score,
      reason: `Scored ${score} of ${max}: the call ended with ${outcomeWords(call.outcome)}, the caller ${call.sentiment ?? 'neutral'}.`,
    };
  }
  if (success.kind === 'checklist') {
    const text = spokenLines(call).join('\n').toLowerCase();
    const unmet = (success.checklist ?? []).filter((item) => {
      const wanted = stems(item);
      const met = wanted.filter((stem) => text.includes(stem)).length;
      return met * 2 < wanted.length;
    });
    return unmet.length === 0
      ? { verdict: 'pass', score: null, reason: 'Every item of the checklist was met.' }
      : { verdict: 'fail', score: null, reason: `Not met: ${unmet.join('; ')}.` };
  }
  return achieved
    ? { verdict: 'pass', score: null, reason: `The call ended with ${outcomeWords(call.outcome)}.` }
    : { verdict: 'fail', score: null, reason: `The call ended with ${outcomeWords(call.outcome)}.` };
}

const PATTERNS = {
  cardNumbers: /\b(?:\d[ -]?){12,18}\d\b/g,
  phoneNumbers: /\+?\d[\d ().-]{7,}\d/g,
};
const MASKS = { cardNumbers: '[card number]', phoneNumbers: '[phone number]', names: '[name]' };

// Redaction changes what the call keeps: the transcript (and its timed turns) lose the data.
function redact(call, redaction) {
  const found = [];
  const names = String(call.leadName ?? '')
    .split(/\s+/)
    .filter((name) => name.length > 1);
  const clean = (text) => {
    let out = String(text);
    for (const kind of ['cardNumbers', 'phoneNumbers']) {
      if (!redaction[kind]) continue;
      const next = out.replace(PATTERNS[kind], MASKS[kind]);
      if (next !== out) found.push(kind);
      out = next;
    }
    if (redaction.names) {
      for (const name of names) {
        const next = out.replace(new RegExp(`\\b${name.replace(/[^\p{L}]/gu, '')}\\b`, 'gu'), MASKS.names);
        if (next !== out) found.push('names');
        out = next;
      }
    }
    return out;
  };
  call.transcription = clean(call.transcription ?? '');
  if (Array.isArray(call.turns)) for (const turn of call.turns) turn.text = clean(turn.text);
  return [...new Set(found)];
}

function analyse(call, settings, revision, at) {
  const redacted = redact(call, settings.redaction ?? DEFAULT_SETTINGS.redaction);
  const previous = call.analysis?.redacted ?? [];
  return {
    state: 'done',
    analysedAt: at,
    settingsRevision: revision,
    values: Object.fromEntries(settings.fields.map((field) => [field.name, valueOf(field, call)])),
    success: successOf(settings.success, call),
    redacted: [...new Set([...previous, ...redacted])],
  };
}

const PENDING = {
  state: 'pending',
  analysedAt: null,
  settingsRevision: null,
  values: {},
  success: null,
  redacted: [],
};

/**
 * The call's analysis as it stands: a call that ended is analysed once with its agent's live
 * settings (the version it ran on), and a re-run under way finishes once its time has come.
 */
export function analysisOf(ctx, call, now = Date.now()) {
  if (!FINAL.has(call.status)) {
    call.analysis = clone(PENDING);
    return call.analysis;
  }
  const rerun = call.analysis?.rerun;
  if (rerun && now >= rerun.doneAt) {
    call.analysis = analyse(
      call,
      rerun.settings,
      rerun.revision,
      new Date(rerun.doneAt).toISOString().replace(/\.\d+Z$/, 'Z'),
    );
    emitWebhookEvent(ctx, 'call.analysed', {
      call: call.id,
      agent: call.agent,
      analysis: publicCall(call).analysis,
    });
    ctx.changed();
  } else if (!call.analysis || call.analysis.state === 'pending') {
    const agent = ctx.rows('agents').find((row) => row.id === call.agent);
    const live = liveSettings(ctx, call.agent) ?? (agent ? settingsOf(agent) : clone(DEFAULT_SETTINGS));
    call.analysis = analyse(
      call,
      live,
      agent ? revisionOf(agent) : 1,
      call.endedAt ?? call.updatedAt ?? call.createdAt,
    );
    ctx.changed();
  }
  return call.analysis;
}

function liveSettings(ctx, agentId) {
  const live = ctx
    .rows('agentVersions')
    .filter((version) => version.agentId === agentId)
    .sort((a, b) => b.number - a.number)[0];
  return live ? clone(live.agent.analysis ?? DEFAULT_SETTINGS) : null;
}

/** What a call answers with: its analysis without the re-run's bookkeeping. */
export function publicCall(call) {
  if (!call.analysis) return call;
  const { rerun: _rerun, ...analysis } = call.analysis;
  return { ...call, analysis };
}

function meets(call, condition) {
  const value = call.analysis?.values?.[condition.field];
  if (value === undefined || value === null) return false;
  switch (condition.op) {
    case 'contains':
      return String(value).toLowerCase().includes(String(condition.value).toLowerCase());
    case 'gte':
      return Number(value) >= Number(condition.value);
    case 'lte':
      return Number(value) <= Number(condition.value);
    default:
      return String(value) === String(condition.value);
  }
}

/** The calls that meet the fetch's analysis filters (`success`, `analysis`). */
export function filterByAnalysis(ctx, calls, { success, analysis } = {}) {
  if (!success && !analysis?.length) return calls;
  return calls.filter((call) => {
    const found = analysisOf(ctx, call);
    if (success && found.success?.verdict !== success) return false;
    return (analysis ?? []).every((condition) => meets(call, condition));
  });
}

// Integer hundredths of a cent, so that the parts add up to the cost exactly.
const SHARES = [
  ['telephony', 18],
  ['speechToText', 12],
  ['languageModel', 32],
  ['textToSpeech', 22],
];

function hash(text) {
  let h = 2166136261;
  for (const char of String(text)) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  return h;
}

const within = (seed, low, high) => low + (seed % (high - low + 1));

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

function metricsOf(call) {
  const total = Math.round(Number(call.cost ?? 0) * 10000);
  const parts = SHARES.map(([kind, share]) => ({ kind, units: Math.floor((total * share) / 100) }));
  parts.push({ kind: 'platform', units: total - parts.reduce((sum, part) => sum + part.units, 0) });
  const lines = String(call.transcription ?? '').split('\n');
  const turns = [];
  lines.forEach((line, index) => {
    if (!line.startsWith('assistant:')) return;
    const seed = hash(`${call.id}:${index}`);
    const heard = lines.slice(0, index).some((l) => l.startsWith('user:'));
    turns.push({
      turn: index,
      speechToTextMs: heard ? within(seed, 140, 460) : 0,
      modelMs: within(seed >>> 5, 280, 1400),
      speechMs: within(seed >>> 11, 110, 390),
    });
  });
  const stage = (p) =>
    turns.length === 0
      ? null
      : {
          speechToTextMs: percentile(
            turns.map((t) => t.speechToTextMs),
            p,
          ),
          modelMs: percentile(
            turns.map((t) => t.modelMs),
            p,
          ),
          speechMs: percentile(
            turns.map((t) => t.speechMs),
            p,
          ),
        };
  const first = turns[0];
  return {
    currency: call.currency ?? 'USD',
    cost: Number(call.cost ?? 0),
    parts: parts.map(({ kind, units }) => ({ kind, amount: units / 10000 })),
    latency: {
      firstWordMs: first ? within(hash(call.id), 150, 450) + first.modelMs + first.speechMs : null,
      turns,
      p50: stage(50),
      p95: stage(95),
    },
  };
}

const dayIn = (instant, timeZone) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(instant),
  );
const isoDay = (date) => date.toISOString().slice(0, 10);
const addDays = (day, days) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

// Days, weeks from Sunday, or calendar months, the first and last cut to the range.
function periodsOf(from, to, interval) {
  const periods = [];
  for (let start = from; start <= to;) {
    const date = new Date(`${start}T00:00:00Z`);
    let end = start;
    if (interval === 'week') end = addDays(start, 6 - date.getUTCDay());
    if (interval === 'month')
      end = isoDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)));
    if (end > to) end = to;
    periods.push({ periodStart: start, periodEnd: end });
    start = addDays(end, 1);
  }
  return periods;
}

const average = (values) =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

function figuresOf(ctx, calls) {
  const verdicts = calls.map((call) => analysisOf(ctx, call).success?.verdict).filter(Boolean);
  const passed = verdicts.filter((verdict) => verdict === 'pass').length;
  const cost = average(calls.map((call) => Number(call.cost ?? 0)));
  const firstWords = calls.map((call) => metricsOf(call).latency.firstWordMs).filter((ms) => ms !== null);
  const firstWord = average(firstWords);
  return {
    calls: calls.length,
    analysedCalls: verdicts.length,
    passedCalls: passed,
    successRate: verdicts.length ? Math.round((passed / verdicts.length) * 1000) / 10 : null,
    avgCost: cost === null ? null : Math.round(cost * 10000) / 10000,
    avgFirstWordMs: firstWord === null ? null : Math.round(firstWord),
  };
}

export const handlers = {
  callInsights(ctx) {
    const { from, to, interval = 'day', agentId, field: fieldName } = body(ctx);
    if (to < from) throw new HttpError(422, 'The period ends before it starts.');
    const company = ctx.rows('companies').find((row) => row.id === ctx.user?.company);
    const timeZone = company?.timeZone ?? 'America/Los_Angeles';
    const agents = ctx
      .rows('agents')
      .filter((agent) => agent.company === ctx.user?.company && (!agentId || agent.id === agentId));
    const names = new Map(agents.map((agent) => [agent.id, agent.name]));
    const calls = ctx
      .rows('calls')
      .filter((call) => names.has(call.agent))
      .map((call) => ({ call, day: dayIn(call.createdAt, timeZone) }))
      .filter(({ day }) => day >= from && day <= to);
    let field = null;
    if (fieldName) {
      const agent = agentId ? agents[0] : undefined;
      const definition = agent && settingsOf(agent).fields.find((f) => f.name === fieldName);
      if (!definition || !['boolean', 'option'].includes(definition.type))
        throw new HttpError(422, `${fieldName} is not a yes/no or option field of the agent.`);
      const counts = new Map();
      for (const { call } of calls) {
        const analysis = analysisOf(ctx, call);
        if (analysis.state === 'pending') continue;
        const value = analysis.values[fieldName] ?? null;
        counts.set(value, (counts.get(value) ?? 0) + 1);
      }
      const order = definition.type === 'boolean' ? [true, false] : definition.options;
      field = {
        name: fieldName,
        type: definition.type,
        counts: [...order, null].map((value) => ({ value, count: counts.get(value) ?? 0 })),
      };
    }
    const all = calls.map(({ call }) => call);
    return withData(ctx, {
      from,
      to,
      interval,
      currency: company?.currency ?? all[0]?.currency ?? 'USD',
      totals: figuresOf(ctx, all),
      series: periodsOf(from, to, interval).map((period) => ({
        ...period,
        ...figuresOf(
          ctx,
          calls
            .filter(({ day }) => day >= period.periodStart && day <= period.periodEnd)
            .map(({ call }) => call),
        ),
      })),
      agents: agents.map((agent) => ({
        agent: agent.id,
        agentName: agent.name,
        ...figuresOf(
          ctx,
          all.filter((call) => call.agent === agent.id),
        ),
      })),
      field,
    });
  },
  analysisSettings(ctx) {
    const agent = ctx.find(ctx.itemId());
    return withData(ctx, { ...settingsOf(agent), revision: revisionOf(agent) });
  },
  analysisSettingsUpdate(ctx) {
    const agent = ctx.find(ctx.itemId());
    checkBase(ctx, agent);
    const { revision: _revision, ...settings } = body(ctx);
    const problem = settingsProblem(settings);
    if (problem) throw new HttpError(422, problem);
    agent.analysis = clone(settings);
    touchAgent(ctx, agent.id);
    ctx.stamp(agent, false);
    ctx.changed();
    return withData(
      ctx,
      { ...settingsOf(agent), revision: revisionOf(agent) },
      { message: 'Analysis settings saved' },
    );
  },
  callGet(ctx, generic) {
    analysisOf(ctx, ctx.find(ctx.itemId()));
    const answer = generic.get(ctx);
    answer.body.data = publicCall(answer.body.data);
    return answer;
  },
  callAnalysisRerun(ctx) {
    const call = ctx.find(ctx.itemId());
    if (!FINAL.has(call.status)) throw new HttpError(422, 'Only a call that has ended can be analysed.');
    const agent = ctx.find(call.agent, 'agents');
    const current = analysisOf(ctx, call);
    call.analysis = {
      ...current,
      state: 'running',
      rerun: { doneAt: Date.now() + RERUN_MS, settings: settingsOf(agent), revision: revisionOf(agent) },
    };
    ctx.changed();
    return withData(ctx, publicCall(call).analysis, { status: 202, message: 'Analysing the call again' });
  },
  callMetrics(ctx) {
    return withData(ctx, metricsOf(ctx.find(ctx.itemId())));
  },
};
