// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from './contract.mjs';
import { createEngine } from './engine.mjs';

const MAYA = {
  id: '6650a1f2c3d4e5f601234567',
  firstName: 'Maya',
  lastName: 'Thompson',
  company: '6650a1f2c3d4e5f6aaaa0001',
};
const LIVE_AGENT = '6650a1f2c3d4e5f6bbbb0001';
const DRAFT_AGENT = '6650a1f2c3d4e5f6bbbb0004';
let engine;
let count = 0;

beforeAll(async () => {
  engine = createEngine(await loadContract());
}, 60_000);

const newScope = () => `versions-${(count += 1)}`;
const call = (scope, operationId, request = {}) =>
  engine.handle(scope, operationId, { user: MAYA, headers: {}, ...request });
const agentOf = (scope, id) => call(scope, 'agentsGetById', { params: { id } }).body.data.data;
const standing = (scope, id) => call(scope, 'agentVersionsList', { params: { id } }).body.data;

function save(scope, id, changes, headers = {}) {
  const { revision: _r, id: _i, company: _c, createdAt: _a, updatedAt: _u, ...agent } = agentOf(scope, id);
  return call(scope, 'agentsUpdate', { params: { id }, body: { ...agent, ...changes }, headers });
}

describe('agent versions (proposal)', () => {
  it('starts a live seed agent at version 1 with no changes, and a draft one with none live', () => {
    const scope = newScope();
    expect(standing(scope, LIVE_AGENT)).toMatchObject({ live: 1, changed: false, revision: 1 });
    expect(standing(scope, LIVE_AGENT).versions).toHaveLength(1);
    expect(standing(scope, DRAFT_AGENT)).toMatchObject({ live: null, changed: true, versions: [] });
  });

  it('keeps a save in the draft until it is published, then the live version has it', () => {
    const scope = newScope();
    const answer = save(scope, LIVE_AGENT, { global_prompt: 'Be brief.' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.revision).toBe(2);
    expect(standing(scope, LIVE_AGENT)).toMatchObject({ live: 1, changed: true, revision: 2 });
    const version1 = call(scope, 'agentVersionsGet', { params: { id: LIVE_AGENT, number: '1' } });
    expect(version1.body.data.agent.global_prompt).not.toBe('Be brief.');

    const published = call(scope, 'agentVersionsPublish', {
      params: { id: LIVE_AGENT },
      body: { revision: 2, description: 'Shorter answers' },
    });
    expect(published.status).toBe(201);
    expect(published.body.data).toMatchObject({
      number: 2,
      description: 'Shorter answers',
      publishedBy: { id: MAYA.id, name: 'Maya Thompson' },
    });
    expect(standing(scope, LIVE_AGENT)).toMatchObject({ live: 2, changed: false });
    const version2 = call(scope, 'agentVersionsGet', { params: { id: LIVE_AGENT, number: '2' } });
    expect(version2.body.data.agent.global_prompt).toBe('Be brief.');
    expect(standing(scope, LIVE_AGENT).versions.map((v) => v.number)).toEqual([2, 1]);
  });

  it('refuses a publish of a draft that changed after it was reviewed, and one with no changes', () => {
    const scope = newScope();
    save(scope, LIVE_AGENT, { greeting: 'Hello!' });
    const stale = call(scope, 'agentVersionsPublish', { params: { id: LIVE_AGENT }, body: { revision: 1 } });
    expect(stale.status).toBe(409);
    const nothing = call(scope, 'agentVersionsPublish', {
      params: { id: DRAFT_AGENT },
      body: { revision: 1 },
    });
    expect(nothing.status).toBe(201);
    const again = call(scope, 'agentVersionsPublish', { params: { id: DRAFT_AGENT }, body: { revision: 1 } });
    expect(again.status).toBe(422);
  });

  it('restores an older version as the draft, leaving the live one alone', () => {
    const scope = newScope();
    const original = agentOf(scope, LIVE_AGENT).global_prompt;
    save(scope, LIVE_AGENT, { global_prompt: 'Version two.' });
    call(scope, 'agentVersionsPublish', { params: { id: LIVE_AGENT }, body: { revision: 2 } });
    const restored = call(scope, 'agentVersionsRestore', {
      params: { id: LIVE_AGENT, number: '1' },
      body: { revision: 2 },
    });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ global_prompt: original, revision: 3 });
    expect(standing(scope, LIVE_AGENT)).toMatchObject({ live: 2, changed: true, revision: 3 });
  });

  it('refuses a save based on an older revision and takes one based on the stored one', () => {
    const scope = newScope();
    expect(save(scope, LIVE_AGENT, { description: 'First tab' }, { 'if-match': '"1"' }).status).toBe(200);
    const stale = save(scope, LIVE_AGENT, { description: 'Second tab' }, { 'if-match': '"1"' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed elsewhere/);
    expect(agentOf(scope, LIVE_AGENT).description).toBe('First tab');
    expect(save(scope, LIVE_AGENT, { description: 'Second tab' }, { 'if-match': '"2"' }).status).toBe(200);
    // Without the header a save is made as before.
    expect(save(scope, LIVE_AGENT, { description: 'No header' }).status).toBe(200);
  });

  it('counts a section change and a rename as changes of the draft', () => {
    const scope = newScope();
    call(scope, 'agentsUpdateRules', {
      body: { agentId: LIVE_AGENT, items: [{ title: 'Be kind', content: 'Always.' }] },
    });
    expect(standing(scope, LIVE_AGENT)).toMatchObject({ changed: true, revision: 2 });
  });

  it('refuses a section change, a deletion, a rename and a picture based on an older revision', () => {
    const scope = newScope();
    const rules = (items, headers) =>
      call(scope, 'agentsUpdateRules', { body: { agentId: LIVE_AGENT, items }, headers });
    expect(rules([{ title: 'Be kind', content: 'Always.' }], { 'if-match': '"1"' }).status).toBe(200);
    const stale = rules([{ title: 'Be brief', content: 'Always.' }], { 'if-match': '"1"' });
    expect(stale.status).toBe(409);
    expect(agentOf(scope, LIVE_AGENT).rules.map((rule) => rule.title)).toEqual(['Be kind']);

    const [objective] = agentOf(scope, LIVE_AGENT).objectives;
    const deleted = call(scope, 'agentsDeleteObjectives', {
      body: { agentId: LIVE_AGENT, ids: [objective.id] },
      headers: { 'if-match': '"1"' },
    });
    expect(deleted.status).toBe(409);
    expect(agentOf(scope, LIVE_AGENT).objectives.map((item) => item.id)).toContain(objective.id);

    const renamed = call(scope, 'agentsUpdateNameLogo', {
      body: { id: LIVE_AGENT, name: 'Ava' },
      headers: { 'if-match': '"1"' },
    });
    expect(renamed.status).toBe(409);
    const pictured = call(scope, 'agentsUpdateAvatar', {
      params: { id: LIVE_AGENT },
      body: { avatar: '/avatars/stock/ava.png' },
      headers: { 'if-match': '"1"' },
    });
    expect(pictured.status).toBe(409);
    expect(agentOf(scope, LIVE_AGENT)).toMatchObject({ name: 'Dental Receptionist', revision: 2 });

    const current = { 'if-match': '"2"' };
    expect(
      call(scope, 'agentsUpdateNameLogo', { body: { id: LIVE_AGENT, name: 'Ava' }, headers: current }).status,
    ).toBe(200);
    expect(agentOf(scope, LIVE_AGENT)).toMatchObject({ name: 'Ava', revision: 3 });
  });
});

describe('functions and knowledge in versions (proposal)', () => {
  const functionsOf = (scope) =>
    call(scope, 'functionsListByAgent', { params: { agentId: LIVE_AGENT } }).body.data.data;
  const filesOf = (scope) =>
    call(scope, 'knowledgeListByAgent', { params: { agentId: LIVE_AGENT } }).body.data.data;
  const version = (scope, number) =>
    call(scope, 'agentVersionsGet', { params: { id: LIVE_AGENT, number: String(number) } }).body.data;

  it('counts a new function as a change of the draft, publishes it and takes it back on restore', () => {
    const scope = newScope();
    const before = functionsOf(scope).map((fn) => fn.id);
    expect(version(scope, 1).functions.map((fn) => fn.id)).toEqual([...before].sort());
    const created = call(scope, 'functionsCreate', {
      body: { agentId: LIVE_AGENT, type: 0, name: 'end_politely', description: 'Say goodbye first.' },
    });
    expect(created.status).toBe(201);
    expect(standing(scope, LIVE_AGENT)).toMatchObject({ live: 1, changed: true, revision: 2 });

    call(scope, 'agentVersionsPublish', { params: { id: LIVE_AGENT }, body: { revision: 2 } });
    expect(version(scope, 2).functions.map((fn) => fn.name)).toContain('end_politely');
    expect(version(scope, 1).functions.map((fn) => fn.name)).not.toContain('end_politely');

    const restored = call(scope, 'agentVersionsRestore', {
      params: { id: LIVE_AGENT, number: '1' },
      body: { revision: 2 },
    });
    expect(restored.status).toBe(200);
    expect(
      functionsOf(scope)
        .map((fn) => fn.id)
        .sort(),
    ).toEqual([...before].sort());
    expect(standing(scope, LIVE_AGENT)).toMatchObject({ live: 2, changed: true, revision: 3 });
  });

  it('counts a knowledge file removed or a number changed, and brings a moved file back', () => {
    const scope = newScope();
    const [file] = filesOf(scope);
    expect(file).toBeDefined();
    const moved = call(scope, 'knowledgeUpdate', { params: { id: file.id }, body: { agent: DRAFT_AGENT } });
    expect(moved.status).toBe(200);
    expect(standing(scope, LIVE_AGENT)).toMatchObject({ changed: true, revision: 2 });

    const restored = call(scope, 'agentVersionsRestore', {
      params: { id: LIVE_AGENT, number: '1' },
      body: { revision: 2 },
    });
    expect(restored.status).toBe(200);
    expect(filesOf(scope).map((f) => f.id)).toContain(file.id);
    expect(standing(scope, LIVE_AGENT)).toMatchObject({ changed: false });

    call(scope, 'didsAssignToAgent', { params: { agentId: LIVE_AGENT }, body: { didId: null } });
    expect(standing(scope, LIVE_AGENT)).toMatchObject({ changed: true, revision: 4 });
  });
});

describe('phone numbers in versions (proposal)', () => {
  // Seed: the live agent answers +14155550123 (ffff0001); +14155550124 (ffff0002) is free.
  const DID = (n) => `6650a1f2c3d4e5f6ffff000${n}`;
  const assign = (scope, agentId, didId) =>
    call(scope, 'didsAssignToAgent', { params: { agentId }, body: { didId } });
  const routedTo = (scope, agentId) =>
    call(scope, 'didsListByAgent', { params: { agentId } })
      .body.data.filter((did) => did.inboundAgent === agentId)
      .map((did) => did.id);

  it("keeps a live agent's callers on its number until a publish routes the new one", () => {
    const scope = newScope();
    const answer = assign(scope, LIVE_AGENT, DID(2));
    expect(answer.status).toBe(200);
    expect(agentOf(scope, LIVE_AGENT).inboundNumber).toBe(DID(2));
    expect(routedTo(scope, LIVE_AGENT)).toEqual([DID(1)]);
    expect(standing(scope, LIVE_AGENT)).toMatchObject({ changed: true, revision: 2 });

    // Neither the number callers dial now nor the one the draft holds is free for another agent.
    expect(assign(scope, DRAFT_AGENT, DID(1)).status).toBe(422);
    const held = assign(scope, DRAFT_AGENT, DID(2));
    expect(held.status).toBe(422);
    expect(held.body.message).toBe("+14155550124 is kept for another agent's unpublished changes");

    call(scope, 'agentVersionsPublish', { params: { id: LIVE_AGENT }, body: { revision: 2 } });
    expect(routedTo(scope, LIVE_AGENT)).toEqual([DID(2)]);
    expect(assign(scope, DRAFT_AGENT, DID(1)).status).toBe(200);
  });

  it('routes the number of an agent never published at once', () => {
    const scope = newScope();
    expect(assign(scope, DRAFT_AGENT, DID(2)).status).toBe(200);
    expect(routedTo(scope, DRAFT_AGENT)).toEqual([DID(2)]);
    expect(assign(scope, DRAFT_AGENT, null).status).toBe(200);
    expect(routedTo(scope, DRAFT_AGENT)).toEqual([]);
  });

  it('refuses to publish a restored number that another agent answers on now', () => {
    const scope = newScope();
    assign(scope, LIVE_AGENT, DID(2));
    call(scope, 'agentVersionsPublish', { params: { id: LIVE_AGENT }, body: { revision: 2 } });
    expect(assign(scope, DRAFT_AGENT, DID(1)).status).toBe(200);
    call(scope, 'agentVersionsRestore', { params: { id: LIVE_AGENT, number: '1' }, body: { revision: 2 } });
    expect(agentOf(scope, LIVE_AGENT).inboundNumber).toBe(DID(1));

    const refused = call(scope, 'agentVersionsPublish', {
      params: { id: LIVE_AGENT },
      body: { revision: 3 },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      '+14155550123 answers with another agent now. Choose another number before publishing.',
    );
    expect(routedTo(scope, LIVE_AGENT)).toEqual([DID(2)]);
  });
});

describe('calls and versions (proposal)', () => {
  const fetchCalls = (scope, filter) =>
    call(scope, 'callsFetch', { body: { pageIndex: 0, pageSize: 200, ...filter } }).body.data.data;

  it('records the live version on a call placed, and filters calls by it', () => {
    const scope = newScope();
    expect(fetchCalls(scope, { agentId: LIVE_AGENT }).every((c) => c.agentVersion === 1)).toBe(true);
    save(scope, LIVE_AGENT, { greeting: 'Hello!' });
    call(scope, 'agentVersionsPublish', { params: { id: LIVE_AGENT }, body: { revision: 2 } });
    const placed = call(scope, 'callsCreate', { body: { agentId: LIVE_AGENT, to: '+14155550100' } });
    expect(placed.status).toBe(201);
    expect(placed.body.data.agentVersion).toBe(2);
    const onTwo = fetchCalls(scope, { agentId: LIVE_AGENT, agentVersion: 2 });
    expect(onTwo.map((c) => c.id)).toEqual([placed.body.data.id]);
    expect(fetchCalls(scope, { agentId: LIVE_AGENT, agentVersion: 1 }).length).toBeGreaterThan(0);
    expect(
      fetchCalls(scope, { agentId: LIVE_AGENT, agentVersion: 1 }).some((c) => c.agentVersion !== 1),
    ).toBe(false);
  });
});
