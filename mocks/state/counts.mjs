import { getAt, isObject } from './contract.mjs';
import { idOf, selectRows } from './rows.mjs';
import { advance } from './resources/campaign-dialling.mjs';
import { operations as table } from './table.mjs';

// A count one screen shows beside a list another screen shows whole is worked out from the stored
// rows at every read, never kept: what QA creates and deletes moves it too (issue 37).

const minutes = (seconds) => Math.round((seconds / 60) * 100) / 100;
const latest = (values) => values.filter(Boolean).sort().at(-1) ?? null;

const FAILED = new Set(['failed', 'no-answer', 'busy']);

function agentMeta(ctx, agent) {
  const calls = ctx.rows('calls').filter((call) => call.agent === agent.id);
  return {
    ...agent,
    callCount: calls.length,
    totalMinutes: minutes(calls.reduce((sum, call) => sum + (Number(call.duration) || 0), 0)),
    lastCallAt: latest(calls.map((call) => call.startedAt)),
    functionCount: ctx.rows('functions').filter((fn) => fn.agentId === agent.id).length,
    knowledgeCount: ctx.rows('knowledge').filter((file) => file.agent === agent.id).length,
  };
}

const inGroup = (ctx, groupId) => ctx.rows('leads').filter((lead) => (lead.groups ?? []).includes(groupId));

// Pending, as the contract has it: the queued calls, and the group's contacts the campaign has not
// called at all yet (an ended campaign calls nobody new).
export function campaignProgress(ctx, campaign) {
  advance(ctx, campaign);
  const calls = ctx.rows('calls').filter((call) => call.campaign === campaign.id);
  const queued = calls.filter((call) => call.status === 'queued').length;
  const called = new Set(calls.map((call) => call.lead));
  const uncalled =
    campaign.status === 'ended'
      ? 0
      : inGroup(ctx, campaign.group).filter((lead) => !called.has(lead.id)).length;
  return {
    ...campaign,
    callsPlaced: calls.length - queued,
    callsAnswered: calls.filter((call) => call.status === 'completed').length,
    callsFailed: calls.filter((call) => FAILED.has(call.status)).length,
    callsPending: queued + uncalled,
  };
}

// The contacts screen lists a group's members by the contacts' own `groups`.
function groupMembers(ctx, group) {
  const leads = inGroup(ctx, group.id).map(idOf);
  return { ...group, leads, leadsCount: leads.length };
}

export function companyCounts(ctx, company) {
  const own = (name) => ctx.rows(name).filter((row) => row.company === company.id).length;
  return { ...company, usersCount: own('users'), agentsCount: own('agents') };
}

// The support desk sees every company's tickets; anyone else their own company's.
export const visibleTickets = (ctx) =>
  ctx.user?.isSuperAdmin
    ? ctx.rows('tickets')
    : ctx.rows('tickets').filter((ticket) => ticket.company === ctx.user?.company);

// `unread` is the viewer's: replies by anyone else that nobody marked read.
export const unreadReplies = (ctx, messages) =>
  messages.filter((message) => message.read === false && message.author?.id !== ctx.user?.id);

export function ticketThread(ctx, ticket) {
  const messages = ctx.rows('ticketMessages').filter((message) => message.ticket === ticket.id);
  return {
    ...ticket,
    messagesCount: messages.length,
    unread: unreadReplies(ctx, messages).length > 0,
    lastMessageAt: latest(messages.map((message) => message.createdAt)),
  };
}

function roleUsers(ctx, role) {
  return { ...role, usersCount: ctx.rows('users').filter((user) => user.roleId === role.id).length };
}

const DERIVED = {
  agents: agentMeta,
  campaigns: campaignProgress,
  groups: groupMembers,
  companies: companyCounts,
  roles: roleUsers,
  tickets: ticketThread,
};

const derive = (ctx, row, collection = ctx.entry.collection) =>
  DERIVED[collection] ? DERIVED[collection](ctx, row) : row;

// Derived before filtering and sorting, so that a list sorted by a count is sorted by the true one.
export const countHandlers = {
  listCounted(ctx) {
    const rows = ctx.rows().map((row) => derive(ctx, row));
    return ctx.page(ctx.op, ctx.request, selectRows(rows, ctx.request, ctx.entry));
  },
  getCounted(ctx) {
    return ctx.answer(ctx.op, derive(ctx, ctx.find(ctx.itemId())));
  },
};

const exampleRows = (op, entry, example) => {
  const found = entry.action.startsWith('list')
    ? op.listPath && getAt(example, op.listPath)
    : op.itemPath && [getAt(example, op.itemPath)];
  return (found ?? []).filter((row) => isObject(row) && idOf(row) !== undefined);
};

// engine.mjs seeds from the first example of the `list` and `get` calls: the collections a counted
// call serves are seeded again here the same way with those calls too, in the table's order, and
// a list call's further named examples (a ticket's messages, a scenario's runs) are seed as well.
export function countedSeed(data, ops) {
  const counted = new Set(
    [...table.values()].filter((entry) => entry.action.endsWith('Counted')).map((e) => e.collection),
  );
  for (const name of counted) data[name] = [];
  for (const [operationId, entry] of table) {
    const op = ops.get(operationId);
    if (!op || !/^(list|get)/.test(entry.action)) continue;
    const rows = (data[entry.collection] ??= []);
    const examples = counted.has(entry.collection) ? op.examples : op.examples.slice(1);
    for (const example of examples) {
      for (const row of exampleRows(op, entry, example))
        if (!rows.some((r) => idOf(r) === idOf(row))) rows.push(structuredClone(row));
    }
  }
  return data;
}
