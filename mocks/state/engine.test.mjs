// @vitest-environment node
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyOf, loadContract, propertiesOf, requiredOf } from './contract.mjs';
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
  // A file answered (the calls spreadsheet): its declared media type, not a JSON body.
  if (Buffer.isBuffer(result.body)) {
    const declared = Object.keys(op.responses[String(result.status)]?.content ?? {});
    expect(declared, `${operationId} answers a ${result.headers?.['content-type']}`).toContain(
      result.headers?.['content-type'],
    );
    return;
  }
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
    headers: overrides.headers,
    user: MAYA,
  });
}

const newWebSource = (s) => call(s, 'webSourcesCreate').body.data.id;
const testDelivery = (s) =>
  engine.handle(s, 'webhooksSendTest', {
    params: { id: engine.exportScope(s).data.webhooks[0].id },
    query: {},
    user: MAYA,
  }).body.data.id;

// Where the contract's request example alone does not make a call succeed on the seed data.
const OVERRIDES = {
  // The contract's own token, which lives until 2100.
  authRefresh: () => ({
    headers: {
      authorization: `Bearer ${contractOp('authRefresh').op.responses[200].content['application/json'].example.data}`,
    },
  }),
  plansDelete: (s) => ({ query: { id: engine.exportScope(s).data.plans[0].id } }),
  profileSendInvitation: () => ({
    body: { email: 'new.member@example.com', roleId: '6650a1f2c3d4e5f677770003' },
  }),
  // The request example is Carlos's own e-mail address: on anyone else it is taken.
  usersUpdate: () => ({ params: { id: '6650a1f2c3d4e5f601234568' } }),
  // The examples name a key their app already has (the example feature itself).
  featuresCreate: () => ({
    body: { app: '6650a1f2c3d4e5f6bdbd0001', name: 'Roof report', key: 'roof_report', description: '' },
  }),
  featuresUpdate: () => ({ params: { id: '6650a1f2c3d4e5f6bebe0007' } }),
  // Agent versions (proposal): the first agent is live as version 1, unchanged; the fourth is a draft.
  agentVersionsGet: (s) => ({ params: { id: engine.exportScope(s).data.agents[0].id, number: '1' } }),
  agentVersionsPublish: (s) => ({
    params: { id: engine.exportScope(s).data.agents[3].id },
    body: { revision: 1, description: 'First version' },
  }),
  agentVersionsRestore: (s) => ({
    params: { id: engine.exportScope(s).data.agents[0].id, number: '1' },
    body: { revision: 1 },
  }),
  // Post-call analysis (proposal): only a call that has ended is analysed again.
  callsAnalysisRerun: () => ({ params: { id: '6650a1f2c3d4e5f611110001' } }),
  // Campaign rules (proposal): the running example campaign, whose retries are locked.
  campaignRulesUpdate: () => ({ params: { id: '6650a1f2c3d4e5f622220001' } }),
  campaignRetryFailed: () => ({ params: { id: '6650a1f2c3d4e5f622220001' } }),
  testzoneStart: (s) => ({
    params: { id: engine.exportScope(s).data.testScenarios.find((t) => t.status !== 'running').id },
  }),
  // Web sources (proposal): the seed has none; each call works on one its own request example made.
  webSourcesUpdate: (s) => ({ params: { id: newWebSource(s) } }),
  webSourcesDelete: (s) => ({ params: { id: newWebSource(s) } }),
  webSourcesRefresh: (s) => ({ params: { id: newWebSource(s) } }),
  // Webhooks (proposal): the seed has endpoints but no delivery yet; a test event makes one.
  webhooksListDeliveries: (s) => ({ params: { id: engine.exportScope(s).data.webhooks[0].id } }),
  webhooksGetDelivery: (s) => ({ params: { id: testDelivery(s) } }),
  webhooksRedeliver: (s) => ({ params: { id: testDelivery(s) } }),
  ticketsMarkMessagesRead: (s) => {
    const [message] = engine.exportScope(s).data.ticketMessages;
    return { params: { id: message.ticket }, body: { messageIds: [message.id] } };
  },
  ticketsUpdateAttachment: (s) => {
    // Only its uploader (or support) may change an attachment.
    const attachment = engine.exportScope(s).data.ticketAttachments.find((a) => a.uploadedBy === MAYA.id);
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

// Fields the server sets itself on a create, beside the id and the times.
const SERVER_SET = new Set([
  'id',
  '_id',
  'createdAt',
  'updatedAt',
  'company',
  'createdBy',
  'effectiveFrom',
  'leadsCount',
  'revision',
]);

describe('a create stores what was sent, never an example row', () => {
  it('stores only the required fields sent, the defaults and what the server sets', () => {
    const failures = [];
    const creates = [...table].filter(([, entry]) =>
      ['create', 'leadCreate', 'groupCreate', 'agentCreate', 'featureCreate'].includes(entry.action),
    );
    expect(creates.length).toBeGreaterThan(15);
    for (const [operationId] of creates) {
      const { op } = contractOp(operationId);
      const schema = op.requestBody.content['application/json'].schema;
      const s = scope();
      const overrides = OVERRIDES[operationId]?.(s) ?? {};
      const full = overrides.body ?? requestExample(op) ?? {};
      // A oneOf body (a function of one type) is sent whole: its branches require different fields.
      const sent = schema.oneOf
        ? full
        : Object.fromEntries(requiredOf(schema).map((key) => [key, full[key]]));
      const defaults = propertiesOf(schema);
      const result = call(s, operationId, { ...overrides, body: sent });
      if (result.status >= 300) {
        failures.push(`${operationId} (${result.status}): ${JSON.stringify(result.body)}`);
        continue;
      }
      try {
        validate(operationId, result);
      } catch (error) {
        failures.push(`${operationId} breaks the contract: ${error.message}`);
      }
      const row = result.body.data;
      const fields = propertiesOf(
        contractOp(operationId).op.responses[String(result.status)].content['application/json'].schema
          .properties.data,
      );
      for (const [key, value] of Object.entries(row)) {
        if (key in sent || SERVER_SET.has(key) || key.endsWith('Name')) continue;
        const blank =
          defaults[key] && 'default' in defaults[key] ? defaults[key].default : emptyOf(fields[key]);
        if (JSON.stringify(value) !== JSON.stringify(blank))
          failures.push(`${operationId} invents ${key}: ${JSON.stringify(value)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('reads a contact created with a first name and a phone back with just those', () => {
    const s = scope();
    const created = call(s, 'leadsCreate', { body: { firstName: 'Ana', phone: '+14155550100' } });
    expect(created.status).toBe(201);
    const { id } = created.body.data;
    const read = call(s, 'leadsGetById', { params: { id } }).body.data;
    expect(read).toMatchObject({ firstName: 'Ana', phone: '+14155550100', groups: [], tags: [] });
    for (const key of ['lastName', 'email', 'notes']) expect(read[key] ?? '').toBe('');
    const groups = engine.exportScope(s).data.groups;
    expect(groups.filter((group) => group.leads.includes(id))).toEqual([]);
  });

  it('changes only what a partial update names', () => {
    const s = scope();
    const [agent] = engine.exportScope(s).data.agents;
    call(s, 'agentsUpdate', { params: { id: agent.id }, body: { description: 'Evenings only' } });
    const read = call(s, 'agentsGetById', { params: { id: agent.id } }).body.data.data;
    expect(read).toEqual({ ...agent, description: 'Evenings only', updatedAt: read.updatedAt });
  });

  it('clears what a replace leaves out, and keeps what only the server sets', () => {
    const s = scope();
    const lead = engine.exportScope(s).data.leads.find((row) => row.email && row.groups.length > 0);
    const body = { firstName: 'Jordan', phone: lead.phone, groups: lead.groups };
    call(s, 'leadsUpdate', { params: { id: lead.id }, body });
    const read = call(s, 'leadsGetById', { params: { id: lead.id } }).body.data;
    expect(read).toMatchObject({ ...body, id: lead.id, createdAt: lead.createdAt, status: 'new' });
    for (const key of ['lastName', 'email', 'notes']) expect(read[key] ?? '').toBe('');
    expect(read.tags).toEqual([]);
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

  it("serves the example knowledge files' bytes under their addresses, in every scope", () => {
    for (const s of [scope(), scope()]) {
      const files = call(s, 'knowledgeList').body.data;
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        const stored = engine.files(s).get(file.url);
        expect(stored, file.url).toMatchObject({ name: file.fileName, type: file.mimeType });
        expect(stored?.data.toString()).toContain(file.fileName);
      }
    }
  });

  it("keeps the knowledge library's renames, moves and deletes, and searches the stored names", () => {
    const s = scope();
    const [receptionist, recall] = ['6650a1f2c3d4e5f6bbbb0001', '6650a1f2c3d4e5f6bbbb0002'];
    const plans = '6650a1f2c3d4e5f6eeee0002';
    const search = (query) =>
      call(s, 'knowledgeSearch', { query }).body.data.map((hit) => [hit.fileName, hit.agent]);
    const ofAgent = (agentId) =>
      call(s, 'knowledgeListByAgent', { params: { agentId } }).body.data.data.map((file) => file.id);
    expect(search({ query: 'insurance plans' })).toEqual([['Accepted-insurance-plans.docx', receptionist]]);

    call(s, 'knowledgeUpdate', { params: { id: plans }, body: { fileName: 'Covered-carriers-2026.docx' } });
    call(s, 'knowledgeUpdate', { params: { id: plans }, body: { agent: recall } });
    expect(call(s, 'knowledgeGetById', { params: { id: plans } }).body.data).toMatchObject({
      fileName: 'Covered-carriers-2026.docx',
      agent: recall,
    });
    expect(search({ query: 'insurance' })).toEqual([]);
    expect(search({ query: 'carriers', agentId: recall })).toEqual([['Covered-carriers-2026.docx', recall]]);
    expect(search({ query: 'carriers', agentId: receptionist })).toEqual([]);
    expect(ofAgent(recall)).toContain(plans);
    expect(ofAgent(receptionist)).not.toContain(plans);
    const nowhere = { params: { id: plans }, body: { agent: '6650a1f2c3d4e5f6bbbb0999' } };
    expect(call(s, 'knowledgeUpdate', nowhere).status).toBe(404);

    expect(call(s, 'knowledgeDelete', { params: { id: plans } }).status).toBe(200);
    expect(call(s, 'knowledgeList').body.data.map((file) => file.id)).not.toContain(plans);
    expect(ofAgent(recall)).not.toContain(plans);
    expect(search({ query: 'carriers' })).toEqual([]);
  });

  it("keeps an app's features in step, deletes an app with its features and integrations", () => {
    const s = scope();
    const [jobNimbus, calendar] = ['6650a1f2c3d4e5f6bdbd0001', '6650a1f2c3d4e5f6bdbd0003'];
    const features = (id) => call(s, 'appsGetById', { params: { id } }).body.data.features;
    const feature = { app: jobNimbus, name: 'Roof report', key: 'roof_report', description: 'Reads it.' };
    const created = call(s, 'featuresCreate', { body: feature }).body.data;
    expect(features(jobNimbus)).toContain(created.id);
    expect(call(s, 'featuresCreate', { body: feature }).status).toBe(422);

    const moved = { ...feature, app: calendar, name: 'Calendar report' };
    call(s, 'featuresUpdate', { params: { id: created.id }, body: moved });
    expect(features(jobNimbus)).not.toContain(created.id);
    expect(features(calendar)).toContain(created.id);
    const listed = call(s, 'featuresListByApp', { params: { appId: calendar } }).body.data;
    expect(listed.find((f) => f.id === created.id)).toMatchObject({ name: 'Calendar report' });

    call(s, 'featuresDelete', { params: { id: created.id } });
    expect(features(calendar)).not.toContain(created.id);

    expect(call(s, 'appsDelete', { params: { id: calendar } }).status).toBe(200);
    expect(call(s, 'appsList').body.data.map((app) => app.id)).not.toContain(calendar);
    expect(call(s, 'featuresList').body.data.filter((f) => f.app === calendar)).toEqual([]);
    const integrations = call(s, 'integrationsListByCompany', { params: { companyId: MAYA.company } });
    expect(integrations.body.data.filter((i) => i.app === calendar)).toEqual([]);
  });

  it("merges an integration's settings and keeps a secret left out or sent masked", () => {
    const s = scope();
    const id = '6650a1f2c3d4e5f6bfbf0003';
    const settings = (result) => result.body.data.settings;
    const edit = (changes) =>
      call(s, 'integrationsUpdate', {
        params: { id },
        body: { app: '6650a1f2c3d4e5f6bdbd0004', syncEnabled: true, settings: changes },
      });
    expect(settings(edit({ eventTypeId: 'follow-up', apiKey: '••••9c1e' }))).toEqual({
      apiKey: '••••9c1e',
      eventTypeId: 'follow-up',
    });
    edit({ apiKey: 'cal_pat_new_key_1234', timeZone: 'America/Denver' });
    const read = call(s, 'integrationsGetById', { params: { id } });
    expect(settings(read)).toEqual({
      apiKey: 'cal_pat_new_key_1234',
      eventTypeId: 'follow-up',
      timeZone: 'America/Denver',
    });
    expect(read.body.data.syncEnabled).toBe(true);
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

  it("moves an agent's inbound number, frees the old one, and refuses a number it may not answer", () => {
    const s = scope();
    const [dental, , , triage] = engine.exportScope(s).data.agents;
    const first = dental.inboundNumber;
    const assign = (agentId, didId) => call(s, 'didsAssignToAgent', { params: { agentId }, body: { didId } });
    const inbound = (agentId) =>
      call(s, 'didsListByAgent', { params: { agentId } }).body.data.filter((d) => d.inboundAgent === agentId);
    expect(assign(triage.id, first).status).toBe(422);
    expect(assign(triage.id, '6650a1f2c3d4e5f6ffff0005').status).toBe(422);
    assign(dental.id, '6650a1f2c3d4e5f6ffff0002');
    // Dental is live: its callers keep the first number until the draft is published.
    expect(assign(triage.id, first).status).toBe(422);
    call(s, 'agentVersionsPublish', { params: { id: dental.id }, body: { revision: 2 } });
    assign(triage.id, first);
    expect(inbound(dental.id).map((d) => d.id)).toEqual(['6650a1f2c3d4e5f6ffff0002']);
    expect(inbound(triage.id).map((d) => d.id)).toEqual([first]);
    const agent = call(s, 'agentsGetById', { params: { id: triage.id } }).body.data.data;
    expect(agent.inboundNumber).toBe(first);
    const cleared = assign(triage.id, null);
    validate('didsAssignToAgent', cleared);
    expect(inbound(triage.id)).toEqual([]);
  });

  it("keeps a company's space in its usage until it is removed, then follows the plan", () => {
    const s = scope();
    const companyId = '6650a1f2c3d4e5f6aaaa0002';
    const usage = () => call(s, 'adminGetSpacePlanInfo', { body: { companyId } });
    const planned = usage();
    validate('adminGetSpacePlanInfo', planned);
    expect(planned.body.data).toMatchObject({ planName: 'Starter', minutesIncluded: 500, seats: 3 });
    const set = call(s, 'adminUpdateSpace', { body: { companyId, minutes: 750, agents: 4, seats: 6 } });
    validate('adminUpdateSpace', set);
    expect(usage().body.data).toMatchObject({ minutesIncluded: 750, agentsLimit: 4, seats: 6 });
    const removed = call(s, 'adminDeleteSpace', { body: { companyId } });
    expect(removed.body.message).toBe(
      'Space deleted. Summit Roofing Co. now follows the limits of the Starter plan.',
    );
    expect(usage().body.data).toMatchObject({ minutesIncluded: 500, agentsLimit: 2, seats: 3 });
  });

  it('prices a number by the longest matching prefix, the company’s own first, then the defaults', () => {
    const s = scope();
    const price = (request) => call(s, 'callRatesGetMinutePrice', { body: request }).body.data;
    const brightSmile = '6650a1f2c3d4e5f6aaaa0001';
    expect(price({ companyId: brightSmile, prefix: '14155550198' })).toMatchObject({
      source: 'company',
      prefix: '1',
      pricePerMinute: 0.01,
    });
    expect(price({ companyId: brightSmile, prefix: '5215512345678' })).toMatchObject({
      source: 'default',
      prefix: '52',
      destination: 'Mexico',
    });
    call(s, 'callRatesCreateUpdate', {
      body: {
        company: null,
        destination: 'Mexico City',
        prefix: '5255',
        pricePerMinute: 0.02,
        licensePricePerMinute: 0.05,
        currency: 'USD',
      },
    });
    expect(price({ prefix: '5255512345678' })).toMatchObject({ source: 'default', prefix: '5255' });
    const base = call(s, 'callRatesGetMinutePrice', { body: { prefix: '999' } });
    validate('callRatesGetMinutePrice', base);
    expect(base.body.data).toMatchObject({ source: 'base', callRate: null, prefix: '' });
  });

  it("gives a new agent rate its agent's company, in the contract's shape", () => {
    const s = scope();
    const [agent] = engine.exportScope(s).data.agents;
    const body = { agent: agent.id, pricePerMinute: 0.085, currency: 'USD', effectiveFrom: '2026-06-01' };
    const result = call(s, 'agentRatesUpdate', { body });
    validate('agentRatesUpdate', result);
    expect(result.body.data).toMatchObject({ ...body, company: agent.company });
  });

  it("keeps an agent's rates by day, newest first, and changes the one of the same day", () => {
    const s = scope();
    const agentId = '6650a1f2c3d4e5f6bbbb0001';
    const history = () =>
      call(s, 'agentRatesGetByAgent', { body: { agentId } }).body.data.map((rate) => [
        rate.effectiveFrom,
        rate.pricePerMinute,
      ]);
    expect(history()).toEqual([
      ['2026-12-01', 0.08],
      ['2026-01-01', 0.09],
    ]);
    const save = (effectiveFrom, pricePerMinute) =>
      call(s, 'agentRatesUpdate', {
        body: { agent: agentId, pricePerMinute, currency: 'USD', effectiveFrom },
      });
    save('2026-06-01', 0.085);
    save('2026-12-01', 0.075);
    expect(history()).toEqual([
      ['2026-12-01', 0.075],
      ['2026-06-01', 0.085],
      ['2026-01-01', 0.09],
    ]);
  });

  it('adds a card as the mock card element made it, the default when asked', () => {
    const s = scope();
    const card = call(s, 'cardsAdd', { body: { paymentMethodId: 'pm_mock_4444', setAsDefault: true } }).body
      .data;
    expect(card).toMatchObject({ last4: '4444', brand: 'mastercard', isDefault: true });
    expect(call(s, 'cardsFetch').body.data.filter((c) => c.isDefault)).toHaveLength(1);
  });

  it('reads the default card (null once none is left), charges the card named, keeps an edit', () => {
    const s = scope();
    const [card] = call(s, 'cardsFetch').body.data;
    call(s, 'cardsUpdate', { params: { id: card.id }, body: { holderName: 'M. Thompson', expYear: 2031 } });
    expect(call(s, 'cardsFetch').body.data[0]).toMatchObject({ holderName: 'M. Thompson', expYear: 2031 });
    const other = call(s, 'cardsFetch').body.data.find((c) => !c.isDefault);
    const charged = call(s, 'billingCharge', { body: { amount: 20, currency: 'USD', cardId: other.id } });
    expect(charged.body.data.card).toEqual({ brand: other.brand, last4: other.last4 });
    const missing = { amount: 20, currency: 'USD', cardId: '6650a1f2c3d4e5f6caca0999' };
    expect(call(s, 'billingCharge', { body: missing }).status).toBe(404);
    for (const row of call(s, 'cardsFetch').body.data) call(s, 'cardsDelete', { params: { id: row.id } });
    const none = call(s, 'cardsGetDefault');
    validate('cardsGetDefault', none);
    expect(none.body.data).toBeNull();
  });

  it("renames and replaces a ticket's file, and deletes a ticket with its files", () => {
    const s = scope();
    const files = () => engine.exportScope(s).data.ticketAttachments;
    const mine = files().find((a) => a.uploadedBy === MAYA.id);
    const theirs = files().find((a) => a.uploadedBy !== MAYA.id);
    const update = (body, withFile) =>
      engine.handle(s, 'ticketsUpdateAttachment', {
        params: { id: mine.ticket },
        query: {},
        body,
        files: withFile
          ? { file: { name: 'new.csv', type: 'text/csv', data: Buffer.from('a,b\n') } }
          : undefined,
        user: MAYA,
      });
    expect(update({ attachmentId: mine.id, fileName: 'renamed.csv' }).body.data.fileName).toBe('renamed.csv');
    expect(update({ attachmentId: mine.id, fileName: 'renamed.txt' }).status).toBe(422);
    expect(update({ attachmentId: theirs.id, fileName: 'x.csv' }).status).toBe(422);
    const replaced = update({ attachmentId: mine.id, fileName: 'renamed.csv' }, true).body.data;
    expect(replaced).toMatchObject({ fileName: 'renamed.csv', size: 4, url: mine.url });
    expect(engine.files(s).get(mine.url)?.data.toString()).toBe('a,b\n');
    const listed = call(s, 'ticketsListAttachments', { params: { id: mine.ticket } }).body.data;
    expect(listed.find((a) => a.id === mine.id)?.fileName).toBe('renamed.csv');
    call(s, 'ticketsDelete', { params: { id: mine.ticket } });
    expect(call(s, 'ticketsGetById', { params: { id: mine.ticket } }).status).toBe(404);
    expect(files().some((a) => a.ticket === mine.ticket)).toBe(false);
    expect(engine.files(s).has(mine.url)).toBe(false);
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

  it("keeps a user's edits, forgets a removed user, and reaches no removed user by e-mail", () => {
    const s = scope();
    const PRIYA = '6650a1f2c3d4e5f601234569';
    const team = () => call(s, 'profileGetUserList').body.data.map((user) => user.id);
    const edit = requestExample(contractOp('usersUpdate').op);
    const edited = call(s, 'usersUpdate', {
      params: { id: PRIYA },
      body: { ...edit, email: 'priya.n@brightsmile-dental.com', status: 'disabled' },
    });
    expect(edited.body.data).toMatchObject({ role: 'agent_manager', status: 'disabled' });
    const paged = call(s, 'usersListPaged', {
      body: { company: MAYA.company, pageIndex: 0, pageSize: 20 },
    }).body.data;
    expect(paged.data.find((user) => user.id === PRIYA)).toMatchObject({
      firstName: 'Carlos',
      email: 'priya.n@brightsmile-dental.com',
      roleId: edit.roleId,
      role: 'agent_manager',
    });
    const taken = call(s, 'usersUpdate', {
      params: { id: PRIYA },
      body: { ...edit, email: 'MAYA.thompson@brightsmile-dental.com' },
    });
    expect(taken.status).toBe(409);

    expect(call(s, 'usersSendPasswordReset', { body: { userId: PRIYA } }).body.message).toBe(
      'A password reset link was sent to priya.n@brightsmile-dental.com',
    );
    expect(call(s, 'usersChangePassword', { params: { id: PRIYA } }).status).toBe(200);
    expect(team()).toContain(PRIYA);
    expect(call(s, 'usersDelete', { params: { id: PRIYA } }).status).toBe(200);
    expect(team()).not.toContain(PRIYA);
    expect(call(s, 'usersSendPasswordReset', { body: { userId: PRIYA } }).status).toBe(404);
    expect(call(s, 'usersChangePassword', { params: { id: PRIYA } }).status).toBe(404);
  });

  it("places a call from the agent's number, else its company's, else refuses it", () => {
    const s = scope();
    const created = call(s, 'agentsCreate', { body: { name: 'No number yet', direction: 'outbound' } });
    const agentId = created.body.data.id;
    const placed = call(s, 'callsCreate', { body: { agentId, to: '+14155550199' } });
    expect(placed.status).toBe(201);
    const companyNumbers = engine
      .exportScope(s)
      .data.dids.filter((did) => did.status === 'Assigned' && did.assigned.includes(MAYA.company))
      .map((did) => did.number);
    expect(companyNumbers).toContain(placed.body.data.from);
    for (const did of engine.exportScope(s).data.dids) did.assigned = [];
    const refused = call(s, 'callsCreate', { body: { agentId, to: '+14155550199' } });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('No number yet has no phone number to call from');
  });

  it("keeps a call's correction, reschedules only a queued call, and lists a contact's calls newest first", () => {
    const s = scope();
    const calls = engine.exportScope(s).data.calls;
    const done = calls.find((row) => row.status === 'completed');
    const queued = calls.find((row) => row.status === 'queued');
    const aisha = '6650a1f2c3d4e5f633330002';
    const fix = { summary: 'Corrected.', outcome: 'not_interested', sentiment: 'negative', lead: aisha };
    expect(call(s, 'callsUpdate', { params: { id: done.id }, body: fix }).status).toBe(200);
    const read = call(s, 'callsGetById', { params: { id: done.id } }).body.data;
    expect(read).toMatchObject({ ...fix, leadName: 'Aisha Khan' });
    const moved = { scheduledAt: '2026-12-01T17:00:00Z' };
    expect(call(s, 'callsUpdate', { params: { id: done.id }, body: moved }).status).toBe(422);
    call(s, 'callsUpdate', { params: { id: queued.id }, body: moved });
    expect(call(s, 'callsGetById', { params: { id: queued.id } }).body.data.scheduledAt).toBe(
      moved.scheduledAt,
    );
    call(s, 'callsUpdate', { params: { id: queued.id }, body: { lead: null } });
    expect(call(s, 'callsGetById', { params: { id: queued.id } }).body.data).toMatchObject({
      lead: null,
      leadName: null,
    });

    const history = call(s, 'callsCallHistory', { body: { leadId: aisha } }).body.data;
    expect(history.map((row) => row.id)).toContain(done.id);
    const times = history.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
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
