// @vitest-environment node
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from './contract.mjs';
import { createEngine } from './engine.mjs';
import { operations as table } from './table.mjs';

// Prism's --errors would turn an answer that breaks the contract into a 500.

const MAYA = {
  id: '6650a1f2c3d4e5f601234567',
  firstName: 'Maya',
  lastName: 'Thompson',
  company: '6650a1f2c3d4e5f6aaaa0001',
};
let doc;
let engine;
let ajv;
let scopeCount = 0;

beforeAll(async () => {
  doc = await loadContract();
  engine = createEngine(doc);
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
}, 60_000);

const scope = () => `test-${(scopeCount += 1)}`;

function requestExample(op) {
  const content = op.requestBody?.content ?? {};
  const media = content['application/json'] ?? content['multipart/form-data'];
  if (!media) return undefined;
  if ('example' in media) return structuredClone(media.example);
  const first = Object.values(media.examples ?? {})[0];
  return structuredClone(first?.value);
}

function contractOp(operationId) {
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item))
      if (op.operationId === operationId) return { path, method, op };
  }
  throw new Error(`no operation ${operationId}`);
}

function validate(operationId, result) {
  const { op } = contractOp(operationId);
  const schema = op.responses[String(result.status)]?.content?.['application/json']?.schema;
  expect(
    schema,
    `${operationId} answers ${result.status}, which the contract does not declare`,
  ).toBeDefined();
  const check = ajv.compile(schema);
  if (!check(result.body)) {
    throw new Error(
      check.errors.map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`).join('; '),
    );
  }
}

const ID_PARAMS = {
  id: null,
  agentId: 'agents',
  appId: 'apps',
  companyId: 'companies',
  fileId: 'knowledge',
};

function paramsFor(s, operationId, collection) {
  const { path } = contractOp(operationId);
  const params = {};
  for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
    const owner = collection.startsWith('ticket') ? 'tickets' : collection;
    const from = ID_PARAMS[name] ?? owner;
    const rows = engine.exportScope(s).data[from === null ? owner : from];
    const row = Array.isArray(rows) ? rows[0] : undefined;
    params[name] = row?.id ?? row?._id ?? 'missing';
  }
  return params;
}

function call(s, operationId, overrides = {}) {
  const entry = table.get(operationId);
  const { op } = contractOp(operationId);
  const body = overrides.body ?? requestExample(op);
  const files = op.requestBody?.content?.['multipart/form-data']
    ? {
        file: {
          name: 'sample.csv',
          type: 'text/csv',
          data: Buffer.from('firstName,lastName,phone,prefix\nAna,Diaz,+14155550100,52\n'),
        },
        logo: { name: 'logo.png', type: 'image/png', data: Buffer.from([0x89, 0x50]) },
      }
    : undefined;
  return engine.handle(s, operationId, {
    params: overrides.params ?? paramsFor(s, operationId, entry.collection),
    query: overrides.query ?? {},
    body,
    files,
    user: MAYA,
  });
}

// Where the contract's request example alone does not make a call succeed on the seed data.
const OVERRIDES = {
  plansDelete: (s) => ({ query: { id: engine.exportScope(s).data.plans[0].id } }),
  profileSendInvitation: () => ({
    body: { email: 'new.member@example.com', roleId: '6650a1f2c3d4e5f677770003' },
  }),
  testzoneStart: (s) => ({
    params: { id: engine.exportScope(s).data.testScenarios.find((t) => t.status !== 'running').id },
  }),
  ticketsMarkMessagesRead: (s) => {
    const [message] = engine.exportScope(s).data.ticketMessages;
    return { params: { id: message.ticket }, body: { messageIds: [message.id] } };
  },
  ticketsUpdateAttachment: (s) => {
    const [attachment] = engine.exportScope(s).data.ticketAttachments;
    return {
      params: { id: attachment.ticket },
      body: { attachmentId: attachment.id, fileName: 'renamed.csv' },
    };
  },
};

describe('every modelled call', () => {
  it('succeeds on the seed data and answers in its envelope, valid against the contract', () => {
    const failures = [];
    for (const operationId of table.keys()) {
      const s = scope();
      const result = call(s, operationId, OVERRIDES[operationId]?.(s));
      try {
        expect(result, `${operationId} is not answered`).not.toBeNull();
        if (result.status >= 300) throw new Error(JSON.stringify(result.body));
        validate(operationId, result);
      } catch (error) {
        failures.push(`${operationId} (${result?.status}): ${error.message}`);
      }
    }
    expect(failures).toEqual([]);
    // A schema compile per call: seconds on a busy 2-core machine.
  }, 60_000);

  it('leaves calls it does not model to Prism', () => {
    expect(engine.handle(scope(), 'authRegister', { body: {} })).toBeNull();
    expect(engine.handle(scope(), 'dashboardAgentAnalysis', { body: {} })).toBeNull();
  });
});

describe('what a call changes holds on the next read', () => {
  it('creates an agent with a fresh 24-hex id, lists, updates and deletes it', () => {
    const s = scope();
    const created = call(s, 'agentsCreate');
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    // Sections the body leaves out start empty rather than copying the seed agent's.
    const asked = requestExample(contractOp('agentsCreate').op);
    const titles = (items) => (items ?? []).map((item) => item.title);
    expect(titles(created.body.data.objectives)).toEqual(titles(asked.objectives));
    expect(created.body.data.products ?? []).toHaveLength(asked.products?.length ?? 0);
    const listed = call(s, 'agentsList').body.data.map((agent) => agent.id);
    expect(listed).toContain(id);
    const update = requestExample(contractOp('agentsUpdate').op);
    call(s, 'agentsUpdate', { params: { id }, body: { ...update, name: 'Renamed agent' } });
    expect(call(s, 'agentsGetById', { params: { id } }).body.data.data.name).toBe('Renamed agent');
    call(s, 'agentsDelete', { params: { id } });
    expect(call(s, 'agentsGetById', { params: { id } }).status).toBe(404);
  });

  it("shows the events update_event stores on the agent's calendar: created, moved, cancelled", () => {
    const s = scope();
    const free = engine.exportScope(s).data.calls.find((row) => !row.event);
    const callId = free.id;
    const calendar = (query) => call(s, 'agentsGetCalendar', { params: { id: free.agent }, query }).body.data;
    const week = { start: '2026-11-22', end: '2026-11-28', timeZone: 'America/Los_Angeles' };
    const before = calendar(week).events.length;
    const event = {
      type: 'callback',
      title: 'Call back',
      start: '2026-11-26T17:00:00Z',
      end: '2026-11-26T17:30:00Z',
    };
    call(s, 'callsUpdateEvent', { body: { callId, event } });
    expect(calendar(week).events).toHaveLength(before + 1);
    expect(calendar(week).events.find((row) => row.callId === callId)).toMatchObject({
      title: 'Call back',
      status: 'confirmed',
      source: 'agent',
    });
    const moved = { ...event, start: '2026-12-01T17:00:00Z', end: '2026-12-01T17:30:00Z' };
    call(s, 'callsUpdateEvent', { body: { callId, event: moved } });
    expect(calendar(week).events.some((row) => row.callId === callId)).toBe(false);
    const next = { start: '2026-11-29', end: '2026-12-05', timeZone: 'America/Los_Angeles' };
    expect(calendar(next).events.find((row) => row.callId === callId)?.start).toBe(moved.start);
    call(s, 'callsUpdateEvent', { body: { callId, event: { ...moved, status: 'cancelled' } } });
    expect(calendar(next).events.find((row) => row.callId === callId)?.status).toBe('cancelled');
  });

  it('pages, searches and counts a list', () => {
    const s = scope();
    const page = call(s, 'agentsFetch', { query: { pageIndex: '1', pageSize: '2' } }).body.data;
    expect(page).toMatchObject({ pageIndex: 1, pageSize: 2, total: 4 });
    expect(page.data).toHaveLength(2);
    const found = call(s, 'agentsFetch', { query: { search: 'triage' } }).body.data;
    expect(found.total).toBe(1);
  });

  it("keeps an agent's functions and knowledge files to that agent", () => {
    const s = scope();
    const agentId = call(s, 'agentsCreate').body.data.id;
    const fn = requestExample(contractOp('functionsCreate').op);
    call(s, 'functionsCreate', { body: { ...fn, agentId } });
    expect(call(s, 'functionsListByAgent', { params: { agentId } }).body.data.data).toHaveLength(1);
    call(s, 'knowledgeUpload', { body: { agent: agentId, file_type: 'document' } });
    const files = call(s, 'knowledgeListByAgent', { params: { agentId } }).body.data.data;
    expect(files.map((file) => file.fileName)).toEqual(['sample.csv']);
    expect(engine.files(s).get(files[0].url)?.data.toString()).toContain('Ana,Diaz');
  });

  it("keeps a group's leads and the leads' groups in step", () => {
    const s = scope();
    const group = call(s, 'groupsCreate', { body: { name: 'Fresh group', description: '' } }).body.data;
    const lead = call(s, 'leadsCreate').body.data;
    call(s, 'groupsAddLeads', { body: { groupId: group.id, leadIds: [lead.id] } });
    expect(call(s, 'groupsGetById', { params: { id: group.id } }).body.data).toMatchObject({ leadsCount: 1 });
    expect(call(s, 'leadsGetById', { params: { id: lead.id } }).body.data.groups).toContain(group.id);
    const inGroup = call(s, 'leadsFetch', { body: { groupId: group.id, pageIndex: 0, pageSize: 20 } }).body
      .data;
    expect(inGroup.data.map((row) => row.id)).toEqual([lead.id]);
    call(s, 'leadsDelete', { params: { id: lead.id } });
    expect(call(s, 'groupsGetById', { params: { id: group.id } }).body.data.leadsCount).toBe(0);
  });

  it('adds funds to the balance and the history, and keeps one default card', () => {
    const s = scope();
    const before = call(s, 'billingFetch', { body: { pageIndex: 0, pageSize: 50 } }).body.data;
    call(s, 'billingCharge', { body: { amount: 10.5, currency: 'USD' } });
    const after = call(s, 'billingFetch', { body: { pageIndex: 0, pageSize: 50 } }).body.data;
    expect(after.balance.balance).toBeCloseTo(before.balance.balance + 10.5, 2);
    expect(after.total).toBe(before.total + 1);
    const card = call(s, 'cardsAdd').body.data;
    call(s, 'cardsSetDefault', { body: { id: card.id } });
    const cards = call(s, 'cardsFetch').body.data;
    expect(cards.filter((c) => c.isDefault).map((c) => c.id)).toEqual([card.id]);
    expect(call(s, 'cardsGetDefault').body.data.id).toBe(card.id);
  });

  it('names what an id points at as the caller chose it', () => {
    const s = scope();
    const scenario = requestExample(contractOp('testzoneCreate').op);
    const [, recall] = engine.exportScope(s).data.agents;
    const created = call(s, 'testzoneCreate', { body: { ...scenario, agent: recall.id } }).body.data;
    expect(created).toMatchObject({ agent: recall.id, agentName: recall.name });
  });

  it('adds a card as the mock card element made it, the default when asked', () => {
    const s = scope();
    const card = call(s, 'cardsAdd', { body: { paymentMethodId: 'pm_mock_4444', setAsDefault: true } }).body
      .data;
    expect(card).toMatchObject({ last4: '4444', brand: 'mastercard', isDefault: true });
    expect(call(s, 'cardsFetch').body.data.filter((c) => c.isDefault)).toHaveLength(1);
  });

  it("keeps a ticket's messages and unread marks", () => {
    const s = scope();
    const ticket = call(s, 'ticketsCreate').body.data;
    call(s, 'ticketsAddMessage', { params: { id: ticket.id }, body: { body: 'First reply' } });
    const messages = call(s, 'ticketsListMessages', { params: { id: ticket.id } }).body.data;
    expect(messages.map((m) => m.body)).toEqual(['First reply']);
    expect(call(s, 'ticketsGetById', { params: { id: ticket.id } }).body.data.messagesCount).toBe(1);
  });

  it("signs the super administrator's e-mail in as the super administrator, anyone else as the user", () => {
    const claims = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
    const as = (email) => claims(call(scope(), 'authLogin', { body: { email, password: 'x' } }).body.data);
    expect(as('Daniel.Okafor@voiceagent-console.com')).toMatchObject({ isSuperAdmin: true });
    expect(as('someone@example.com')).toMatchObject({ isSuperAdmin: false, firstName: 'Maya' });
  });

  it('keeps the examples of each scope apart and resets on demand', () => {
    const a = scope();
    const b = scope();
    call(a, 'agentsCreate');
    expect(call(a, 'agentsList').body.data).toHaveLength(5);
    expect(call(b, 'agentsList').body.data).toHaveLength(4);
    engine.reset(a);
    expect(call(a, 'agentsList').body.data).toHaveLength(4);
  });
});
