// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { getAt, indexOperations, loadContract } from './contract.mjs';
import { createEngine } from './engine.mjs';

// Issue 37: every count one screen shows agrees with the list another screen shows behind it, on
// the seed and after changes. Each check reads both through the calls the console makes.

const MAYA = {
  id: '6650a1f2c3d4e5f601234567',
  firstName: 'Maya',
  lastName: 'Thompson',
  company: '6650a1f2c3d4e5f6aaaa0001',
  isSuperAdmin: false,
};
const DANIEL = {
  id: '6650a1f2c3d4e5f601234500',
  firstName: 'Daniel',
  lastName: 'Okafor',
  company: '6650a1f2c3d4e5f6aaaa0000',
  isSuperAdmin: true,
};
const ALL = { pageIndex: 0, pageSize: 200 };
const RECALL_REMINDERS = '6650a1f2c3d4e5f6bbbb0002';
const WHITENING = '6650a1f2c3d4e5f622220003';

let doc;
let engine;
let scopes = 0;

beforeAll(async () => {
  doc = await loadContract();
  engine = createEngine(doc);
}, 60_000);

const scope = () => `seed-consistency-${(scopes += 1)}`;

function requestExample(operationId) {
  for (const item of Object.values(doc.paths))
    for (const op of Object.values(item))
      if (op?.operationId === operationId) {
        const media = op.requestBody?.content?.['application/json'];
        return structuredClone(media?.example ?? Object.values(media?.examples ?? {})[0]?.value);
      }
  throw new Error(`no operation ${operationId}`);
}

function reader(s) {
  return (operationId, { params = {}, query = {}, body, user = MAYA } = {}) => {
    const result = engine.handle(s, operationId, { params, query, body, user });
    if (!result || result.status >= 300)
      throw new Error(`${operationId} answered ${result?.status}: ${JSON.stringify(result?.body)}`);
    return result.body.data;
  };
}

const minutesOf = (calls) =>
  Math.round((calls.reduce((sum, call) => sum + call.duration, 0) / 60) * 100) / 100;
const latest = (values) => values.filter(Boolean).sort().at(-1) ?? null;
const sameIds = (rows) => rows.map((row) => row.id).sort();

/** Every count against its list: the disagreements, one line each. */
function disagreements(s) {
  const read = reader(s);
  const found = [];
  const agree = (what, shown, listed) => {
    if (JSON.stringify(shown) !== JSON.stringify(listed))
      found.push(`${what}: shows ${JSON.stringify(shown)}, its list has ${JSON.stringify(listed)}`);
  };
  const callsOf = (filter) => read('callsFetch', { body: { ...filter, ...ALL } });
  const leadsOf = (groupId) => read('leadsFetch', { body: { groupId, ...ALL } }).data;

  // The agents list's cards against the editor's functions and files and the calls screen.
  const agents = read('agentsListWithMeta');
  for (const agent of agents) {
    const params = { agentId: agent.id };
    agree(
      `${agent.name} functions`,
      agent.functionCount,
      read('functionsListByAgent', { params, query: ALL }).data.length,
    );
    agree(
      `${agent.name} knowledge files`,
      agent.knowledgeCount,
      read('knowledgeListByAgent', { params, query: ALL }).data.length,
    );
    const calls = callsOf({ agentId: agent.id });
    agree(`${agent.name} calls`, agent.callCount, calls.total);
    agree(`${agent.name} minutes`, agent.totalMinutes, minutesOf(calls.data));
    agree(`${agent.name} last call`, agent.lastCallAt, latest(calls.data.map((call) => call.startedAt)));
  }

  // A campaign's progress against its calls dialog and its group's contacts.
  const campaigns = read('campaignsFetch', { body: ALL }).data;
  agree('campaigns listed two ways', sameIds(read('campaignsList')), sameIds(campaigns));
  for (const campaign of campaigns) {
    const calls = callsOf({ campaignId: campaign.id }).data;
    const queued = calls.filter((call) => call.status === 'queued');
    const called = new Set(calls.map((call) => call.lead));
    const uncalled = leadsOf(campaign.group).filter((lead) => !called.has(lead.id));
    const shown = (row) => [row.callsPlaced, row.callsAnswered, row.callsFailed, row.callsPending];
    const listed = [
      calls.length - queued.length,
      calls.filter((call) => call.status === 'completed').length,
      calls.filter((call) => ['failed', 'no-answer', 'busy'].includes(call.status)).length,
      queued.length + (campaign.status === 'ended' ? 0 : uncalled.length),
    ];
    agree(`${campaign.name} progress`, shown(campaign), listed);
    agree(
      `${campaign.name} progress in its own read`,
      shown(read('campaignsGetById', { params: { id: campaign.id } })),
      listed,
    );
  }

  // A group's member count against the contacts filtered by the group.
  for (const group of read('groupsFetch', { query: ALL }).data) {
    const members = leadsOf(group.id);
    agree(`group ${group.name} count`, group.leadsCount, members.length);
    agree(`group ${group.name} members`, [...group.leads].sort(), sameIds(members));
  }

  // Tickets: each row's messages and unread mark against its conversation, the counts per
  // status and the shell's unread badge against the rows, for a customer and for the desk.
  for (const [user, tickets] of [
    [MAYA, read('ticketsFetch', { query: ALL }).data],
    [DANIEL, read('dashboardListTickets', { body: ALL, user: DANIEL }).data],
  ]) {
    for (const ticket of tickets) {
      const messages = read('ticketsListMessages', { params: { id: ticket.id }, user });
      const unread = messages.filter((m) => m.read === false && m.author?.id !== user.id);
      agree(`${ticket.number} messages`, ticket.messagesCount, messages.length);
      agree(`${ticket.number} unread for ${user.firstName}`, ticket.unread, unread.length > 0);
      agree(`${ticket.number} last message`, ticket.lastMessageAt, latest(messages.map((m) => m.createdAt)));
    }
    for (const { status, count } of read('dashboardCountTicketsByStatus', { user }))
      agree(
        `${status} tickets for ${user.firstName}`,
        count,
        tickets.filter((t) => t.status === status).length,
      );
    const badge = read('ticketsUnread', { user });
    agree(
      `unread tickets for ${user.firstName}`,
      [badge.count, ...sameIds(badge.tickets)],
      [tickets.filter((t) => t.unread).length, ...sameIds(tickets.filter((t) => t.unread))],
    );
  }

  // The bell counts the unread notifications of the list it shows: the list must be all of them.
  const notes = read('notificationsList');
  agree('notifications listed', notes.length, engine.counts(s).notifications);

  // Companies (catalogue and company settings) against their users and agents and plan usage.
  const agentsAll = read('agentsList');
  for (const company of read('companyList', { query: ALL, user: DANIEL }).data) {
    const users = read('usersListPaged', { body: { company: company.id, ...ALL }, user: DANIEL });
    const agentsOwn = agentsAll.filter((agent) => agent.company === company.id).length;
    agree(`${company.name} users`, company.usersCount, users.total);
    agree(`${company.name} agents`, company.agentsCount, agentsOwn);
    if (!company.plan) continue;
    const usage = read('adminGetSpacePlanInfo', { body: { companyId: company.id }, user: DANIEL });
    agree(`${company.name} seats used`, usage.seatsUsed, users.total);
    agree(`${company.name} agents used`, usage.agentsUsed, agentsOwn);
  }
  const own = read('profileGetCompany');
  const billing = read('billingFetch', { body: ALL });
  agree('company settings users', own.usersCount, read('profileGetUserList').length);
  agree('company settings agents', own.agentsCount, agents.length);
  agree('company settings balance', own.balance, billing.balance.balance);
  const usage = read('adminGetSpacePlanInfo', { body: { companyId: own.id }, user: DANIEL });
  agree('plan minutes used', usage.minutesUsed, billing.balance.minutesUsed);
  agree('plan name', usage.planName, billing.balance.planName);

  // A role's user count against the users holding it.
  const users = read('usersList');
  for (const role of read('rolesList'))
    agree(`role ${role.name}`, role.usersCount, users.filter((u) => u.roleId === role.id).length);

  // An agent's number against the numbers listed for it.
  for (const agent of agentsAll) {
    const inbound = read('didsListByAgent', { params: { agentId: agent.id } }).find(
      (did) => did.inboundAgent === agent.id,
    );
    agree(`${agent.name} inbound number`, agent.inboundNumber, inbound?.id ?? null);
  }

  // A scenario's status, last run and score against its runs.
  for (const scenario of read('testzoneFetch', { body: ALL }).data) {
    const runs = read('testzoneResults', { body: { scenarioId: scenario.id } });
    const [newest] = runs;
    const finished = runs.find((run) => run.status !== 'running');
    agree(
      `scenario ${scenario.name}`,
      [scenario.lastRunAt, scenario.lastScore],
      [newest?.startedAt ?? null, finished?.score ?? null],
    );
    if (newest) agree(`scenario ${scenario.name} status`, scenario.status, newest.status);
  }

  // An app's features against the features listed for it.
  for (const app of read('appsList'))
    agree(
      `${app.name} features`,
      [...app.features].sort(),
      sameIds(read('featuresListByApp', { params: { appId: app.id } })),
    );
  return found;
}

describe('the seed', () => {
  it('agrees with itself: every count matches the list behind it', () => {
    expect(disagreements(scope())).toEqual([]);
  }, 30_000);

  it('has counts that differ between agents, so that a card showing another agent’s is caught', () => {
    const agents = reader(scope())('agentsListWithMeta');
    const counts = agents.map((a) => `${a.functionCount}/${a.knowledgeCount}/${a.callCount}`);
    expect(new Set(counts).size).toBe(agents.length);
  });
});

describe('after creates and deletes', () => {
  it('the counts follow the lists', () => {
    const s = scope();
    const read = reader(s);
    const before = Object.fromEntries(read('agentsListWithMeta').map((a) => [a.id, a]));
    const whiteningBefore = read('campaignsGetById', { params: { id: WHITENING } });

    read('functionsCreate', { body: { ...requestExample('functionsCreate'), agentId: RECALL_REMINDERS } });
    const [file] = read('knowledgeListByAgent', { params: { agentId: RECALL_REMINDERS } }).data;
    read('knowledgeDeleteAgentFile', { params: { agentId: RECALL_REMINDERS, fileId: file.id } });
    const [lead] = read('leadsFetch', { body: { groupId: '6650a1f2c3d4e5f644440001', ...ALL } }).data;
    read('campaignsScheduleCall', {
      body: { campaignId: WHITENING, leadId: lead.id, at: '2026-12-01T17:00:00Z' },
    });
    const newLead = read('leadsCreate', {
      body: { firstName: 'Ana', lastName: 'Diaz', phone: '+14155550100' },
    });
    read('groupsAddLeads', {
      body: { groupId: '6650a1f2c3d4e5f644440003', leadIds: [newLead.id] },
    });
    const [placed] = read('callsFetch', {
      body: { campaignId: WHITENING, status: 'completed', ...ALL },
    }).data;
    read('callsDelete', { params: { id: placed.id } });
    read('campaignsCreate', { body: requestExample('campaignsCreate') });
    read('leadsDelete', { params: { id: '6650a1f2c3d4e5f633330004' } });
    const ticket = read('ticketsCreate', { body: requestExample('ticketsCreate') });
    read('ticketsAddMessage', { params: { id: ticket.id }, body: { body: 'One more detail.' } });
    read('dashboardReplyTicket', {
      body: { ticketId: ticket.id, body: 'We are on it.' },
      user: DANIEL,
    });
    read('ticketsDelete', { params: { id: '6650a1f2c3d4e5f6abab0005' } });
    read('notificationsMarkRead', { params: { id: '6650a1f2c3d4e5f6cccc0001' } });
    read('profileSendInvitation', {
      body: { email: 'new.member@example.com', roleId: '6650a1f2c3d4e5f677770003' },
    });
    read('profileSetUserRole', {
      body: { userId: '6650a1f2c3d4e5f601234569', roleId: '6650a1f2c3d4e5f677770004' },
    });
    read('agentsDelete', { params: { id: '6650a1f2c3d4e5f6bbbb0004' } });
    read('billingCharge', { body: { amount: 25, currency: 'USD' } });
    read('testzoneStart', { params: { id: '6650a1f2c3d4e5f6adad0003' } });

    expect(disagreements(s)).toEqual([]);
    // The counts moved, rather than agreeing by chance.
    const after = Object.fromEntries(read('agentsListWithMeta').map((a) => [a.id, a]));
    expect(after[RECALL_REMINDERS]).toMatchObject({
      functionCount: before[RECALL_REMINDERS].functionCount + 1,
      knowledgeCount: before[RECALL_REMINDERS].knowledgeCount - 1,
      callCount: before[RECALL_REMINDERS].callCount,
    });
    expect(read('campaignsGetById', { params: { id: WHITENING } })).toMatchObject({
      callsPlaced: whiteningBefore.callsPlaced - 1,
      callsAnswered: whiteningBefore.callsAnswered - 1,
      callsPending: whiteningBefore.callsPending + 3,
    });
  }, 30_000);
});

// What Prism answers in the QA panel's Examples only mode: the same counts as the seed's lists.
const COUNTED = {
  agentsListWithMeta: ['callCount', 'totalMinutes', 'lastCallAt', 'functionCount', 'knowledgeCount'],
  campaignsList: ['callsPlaced', 'callsAnswered', 'callsFailed', 'callsPending'],
  campaignsFetch: ['callsPlaced', 'callsAnswered', 'callsFailed', 'callsPending'],
  campaignsGetById: ['callsPlaced', 'callsAnswered', 'callsFailed', 'callsPending'],
  groupsList: ['leads', 'leadsCount'],
  groupsFetch: ['leads', 'leadsCount'],
  groupsGetById: ['leads', 'leadsCount'],
  companyList: ['usersCount', 'agentsCount'],
  companyFetchAll: ['usersCount', 'agentsCount'],
  companyGetById: ['usersCount', 'agentsCount'],
  profileGetCompany: ['usersCount', 'agentsCount', 'balance'],
  rolesList: ['usersCount'],
  ticketsList: ['messagesCount', 'unread', 'lastMessageAt'],
  ticketsFetch: ['messagesCount', 'unread', 'lastMessageAt'],
  ticketsGetById: ['messagesCount', 'unread', 'lastMessageAt'],
  ticketsUnread: ['messagesCount', 'unread', 'lastMessageAt'],
  dashboardListTickets: ['messagesCount', 'unread', 'lastMessageAt'],
  dashboardGetTicket: ['messagesCount', 'unread', 'lastMessageAt'],
};
const DESK = new Set([
  'dashboardListTickets',
  'dashboardGetTicket',
  'companyList',
  'companyFetchAll',
  'companyGetById',
]);

describe("the contract's examples", () => {
  it('show the counts the mock works out from the seed', () => {
    const ops = indexOperations(doc);
    const s = scope();
    const found = [];
    for (const [operationId, fields] of Object.entries(COUNTED)) {
      const op = ops.get(operationId);
      const user = DESK.has(operationId) ? DANIEL : MAYA;
      const path = /Get(ById|Ticket|Company)$/.test(operationId) ? op.itemPath : op.listPath;
      const shown = [getAt(op.example, path)].flat();
      for (const row of shown) {
        const params = { id: row.id };
        const served = engine.handle(s, operationId, { params, query: ALL, body: ALL, user });
        const mine = [getAt(served.body, path) ?? []].flat().find((r) => r?.id === row.id);
        if (!mine) found.push(`${operationId} does not serve ${row.id}: ${served.status}`);
        for (const field of fields)
          if (JSON.stringify(row[field]) !== JSON.stringify(mine?.[field]))
            found.push(
              `${operationId} ${row.name ?? row.number ?? row.id} ${field}: ${JSON.stringify(row[field])}, seed ${JSON.stringify(mine?.[field])}`,
            );
      }
    }
    const read = reader(s);
    const counts = Object.fromEntries(read('dashboardCountTicketsByStatus').map((c) => [c.status, c.count]));
    for (const { status, count } of getAt(ops.get('dashboardCountTicketsByStatus').example, ['data']))
      if (counts[status] !== count) found.push(`tickets ${status}: ${count}, seed ${counts[status]}`);
    const unread = getAt(ops.get('ticketsUnread').example, ['data']);
    const badge = read('ticketsUnread');
    if (unread.count !== badge.count || unread.messages !== badge.messages)
      found.push(`unread tickets: ${unread.count}/${unread.messages}, seed ${badge.count}/${badge.messages}`);
    const plan = getAt(ops.get('adminGetSpacePlanInfo').example, ['data']);
    const usage = read('adminGetSpacePlanInfo', { body: { companyId: plan.companyId }, user: DANIEL });
    for (const field of ['minutesUsed', 'agentsUsed', 'seatsUsed', 'planName'])
      if (plan[field] !== usage[field])
        found.push(`plan usage ${field}: ${plan[field]}, seed ${usage[field]}`);
    expect(found).toEqual([]);
  });
});
