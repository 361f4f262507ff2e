import { HttpError, idOf, isoSeconds, newId } from '../rows.mjs';
import { body } from './helpers.mjs';

// Proposal (knowledge from web pages). The mock never fetches the internet: a read is modelled from
// when it was asked for, as test runs are, so every read of the same moment answers the same.
export const READING_AFTER_MS = 2000;
export const SETTLED_AFTER_MS = 5000;
const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_MS = { never: 0, daily: DAY_MS, weekly: 7 * DAY_MS };

const at = (ms) => isoSeconds(new Date(ms));
const hash = (text) => [...text].reduce((h, c) => (h * 31 + c.codePointAt(0)) >>> 0, 7);

export function addressProblem(url) {
  const text = String(url ?? '').trim();
  if (!/^https:\/\//i.test(text))
    return 'The address must start with https:// : only secure pages can be read.';
  try {
    const { hostname } = new URL(text);
    if (!hostname.includes('.')) throw new Error('no domain');
  } catch {
    return `${text} is not a web address: write it as https://example.com/page.`;
  }
  return null;
}

function outcomeOf(row) {
  const { hostname, pathname } = new URL(row.url);
  if (hostname.endsWith('.invalid'))
    return { pageCount: null, failureReason: `The host ${hostname} could not be found.` };
  if (pathname.includes('404')) return { pageCount: null, failureReason: 'The page answered 404 Not Found.' };
  if (row.scope === 'page') return { pageCount: 1, failureReason: null };
  return { pageCount: Math.min(row.pageLimit, 3 + (hash(row.url) % 60)), failureReason: null };
}

// A scheduled source is read again each period after it was asked for; what a read found holds
// until the next one ends, as a real crawler keeps the pages it has while it reads them again.
export function sourceAsOf(row, nowMs = Date.now()) {
  const { requestedAt, before, ...source } = row;
  const period = PERIOD_MS[row.refresh] ?? 0;
  const asked = Date.parse(requestedAt);
  const rounds = period ? Math.max(0, Math.floor((nowMs - asked) / period)) : 0;
  const start = asked + rounds * period;
  const elapsed = nowMs - start;
  const outcome = outcomeOf(row);
  const earlier =
    rounds > 0 ? { ...outcome, endedAt: at(start - period + SETTLED_AFTER_MS) } : (before ?? null);
  const settled = elapsed >= SETTLED_AFTER_MS;
  const last = settled ? { ...outcome, endedAt: at(start + SETTLED_AFTER_MS) } : earlier;
  const status = settled
    ? outcome.failureReason
      ? 'failed'
      : 'ready'
    : elapsed >= READING_AFTER_MS
      ? 'reading'
      : 'queued';
  return {
    ...source,
    status,
    pageCount: last?.pageCount ?? earlier?.pageCount ?? null,
    failureReason: status === 'failed' ? outcome.failureReason : null,
    lastRefreshAt: last?.endedAt ?? null,
    nextRefreshAt: period && settled ? at(start + period) : null,
  };
}

function checkSource(ctx, ask, current) {
  if (ask.url !== undefined) {
    const problem = addressProblem(ask.url);
    if (problem) throw new HttpError(422, problem);
    const url = String(ask.url).trim();
    const twin = ownRows(ctx).find((row) => row.url === url && row.id !== current?.id);
    if (twin) throw new HttpError(422, `${url} is already a web source of the company.`);
  }
  const agents = ctx.rows('agents');
  for (const agent of Array.isArray(ask.agents) ? ask.agents : []) {
    if (!agents.some((row) => idOf(row) === String(agent)))
      throw new HttpError(
        422,
        `Agent ${agent} does not exist: a web source is given to the company's agents.`,
      );
  }
}

const ownRows = (ctx) => {
  const company = ctx.user?.company;
  return ctx.rows().filter((row) => !company || !row.company || row.company === company);
};

function ownRow(ctx) {
  const row = ctx.find(ctx.itemId());
  if (!ownRows(ctx).includes(row)) throw new HttpError(404, `Web source ${row.id} not found`);
  return row;
}

// What the last read found is kept as it was when a new one starts.
function restart(row, was, ctx) {
  if (was.lastRefreshAt)
    row.before = { pageCount: was.pageCount, failureReason: was.failureReason, endedAt: was.lastRefreshAt };
  row.requestedAt = ctx.now;
}

const answer = (status, message, row) => ({
  status,
  body: { ...(message ? { message } : {}), data: sourceAsOf(row) },
});

export const handlers = {
  webSourcesList(ctx) {
    const { agentId } = ctx.request.query ?? {};
    const rows = ownRows(ctx)
      .filter((row) => !agentId || row.agents.includes(String(agentId)))
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
    return { status: 200, body: { data: rows.map((row) => sourceAsOf(row)) } };
  },
  webSourcesCreate(ctx) {
    const ask = body(ctx);
    checkSource(ctx, ask);
    const scope = ask.scope === 'page' ? 'page' : 'section';
    const row = {
      id: newId(),
      url: String(ask.url).trim(),
      scope,
      pageLimit: scope === 'page' ? 1 : Number(ask.pageLimit ?? 50),
      refresh: ask.refresh,
      agents: [...new Set((ask.agents ?? []).map(String))],
      company: ctx.user?.company,
      requestedAt: ctx.now,
      before: null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    };
    if (!row.company) delete row.company;
    ctx.rows().unshift(row);
    ctx.changed();
    return answer(201, 'Web source added; its pages are being read', row);
  },
  webSourcesUpdate(ctx) {
    const row = ownRow(ctx);
    const ask = body(ctx);
    checkSource(ctx, ask, row);
    const next = { ...row, ...ask };
    if (ask.url !== undefined) next.url = String(ask.url).trim();
    if (next.scope === 'page') next.pageLimit = 1;
    else if (ask.scope === 'section' && ask.pageLimit === undefined && row.scope === 'page')
      next.pageLimit = 50;
    if (ask.agents) next.agents = [...new Set(ask.agents.map(String))];
    const reread = ['url', 'scope', 'pageLimit'].some((key) => next[key] !== row[key]);
    const was = sourceAsOf(row);
    Object.assign(row, next);
    if (reread) restart(row, was, ctx);
    row.updatedAt = ctx.now;
    ctx.changed();
    return answer(200, 'Web source saved', row);
  },
  webSourcesDelete(ctx) {
    const row = ownRow(ctx);
    ctx.rows().splice(ctx.rows().indexOf(row), 1);
    ctx.changed();
    return { status: 200, body: { success: true, message: 'Web source deleted' } };
  },
  webSourcesRefresh(ctx) {
    const row = ownRow(ctx);
    const was = sourceAsOf(row);
    if (was.status === 'queued' || was.status === 'reading')
      return answer(200, 'The pages are already being read', row);
    restart(row, was, ctx);
    row.updatedAt = ctx.now;
    ctx.changed();
    return answer(200, 'Reading the pages again', row);
  },
};
