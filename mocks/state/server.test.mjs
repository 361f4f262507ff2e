// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadContract } from './contract.mjs';
import { createApiMock, settingsOf, userOf } from './server.mjs';

const MAYA =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6IjY2NTBhMWYyYzNkNGU1ZjYwMTIzNDU2NyIsImNvbXBhbnkiOiI2NjUwYTFmMmMzZDRlNWY2YWFhYTAwMDEifQ.x';
// Each test starts a mock whose contract compiles first: seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });
let doc;
let folder;

beforeAll(async () => {
  doc = await loadContract();
  folder = await mkdtemp(join(tmpdir(), 'mock-state-'));
}, 60_000);
afterAll(() => rm(folder, { recursive: true, force: true }));

async function listen(options = {}) {
  const mock = await createApiMock({ doc, prismPort: 1, ...options });
  await new Promise((resolve) => mock.gateway.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${mock.gateway.address().port}`;
  return { ...mock, base, close: () => new Promise((resolve) => mock.gateway.close(resolve)) };
}

function upload(base, fields, headers = { Authorization: `Bearer ${MAYA}` }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    form.append(name, ...(Array.isArray(value) ? value : [value]));
  return fetch(`${base}/knowledge`, { method: 'POST', body: form, headers });
}

const agentId = '6650a1f2c3d4e5f6bbbb0001';
const pdf = () => [
  new Blob([Buffer.from('%PDF-1.7 binary \u00ff\u0000 bytes')], { type: 'application/pdf' }),
  'Price list.pdf',
];

describe('the gateway', () => {
  it('keeps an uploaded file byte for byte and offers it back as a download', async () => {
    const mock = await listen();
    try {
      const answer = await upload(mock.base, { file: pdf(), agent: agentId, file_type: 'document' });
      expect(answer.status).toBe(201);
      const { data } = await answer.json();
      expect(data).toMatchObject({ fileName: 'Price list.pdf', agent: agentId, mimeType: 'application/pdf' });
      const file = await fetch(`${mock.base}${data.url}`);
      expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await file.arrayBuffer())).toEqual(
        Buffer.from('%PDF-1.7 binary \u00ff\u0000 bytes'),
      );
    } finally {
      await mock.close();
    }
  });

  it('hands a multipart change its headers: a rename based on an older revision is refused', async () => {
    const mock = await listen();
    try {
      const rename = (name, revision) => {
        const form = new FormData();
        form.append('id', agentId);
        form.append('name', name);
        return fetch(`${mock.base}/agents/update_agent_name_logo/`, {
          method: 'POST',
          body: form,
          headers: {
            Authorization: `Bearer ${MAYA}`,
            'X-Mock-Scope': 'rename-test',
            'If-Match': `"${revision}"`,
          },
        });
      };
      expect((await rename('Ava', 1)).status).toBe(200);
      const stale = await rename('Eve', 1);
      expect(stale.status).toBe(409);
      expect((await stale.json()).message).toMatch(/changed elsewhere/);
      expect((await rename('Eve', 2)).status).toBe(200);
    } finally {
      await mock.close();
    }
  });

  it('checks an upload against the contract: fields and sign-in', async () => {
    const mock = await listen();
    try {
      const missing = await upload(mock.base, { agent: agentId, file_type: 'document' });
      expect(missing.status).toBe(422);
      expect((await missing.json()).message).toContain('file');
      const wrongType = await upload(mock.base, { file: pdf(), agent: agentId, file_type: 'spreadsheet' });
      expect(wrongType.status).toBe(422);
      const signedOut = await upload(mock.base, { file: pdf(), agent: agentId, file_type: 'document' }, {});
      expect(signedOut.status).toBe(401);
    } finally {
      await mock.close();
    }
  });

  it('answers the calls spreadsheet byte for byte, after checking the request', async () => {
    const mock = await listen();
    try {
      const exported = (body, headers = { Authorization: `Bearer ${MAYA}` }) =>
        fetch(`${mock.base}/calls/export-excel`, {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { ...headers, 'Content-Type': 'application/json', 'X-Mock-Scope': 'export-test' },
        });
      const answer = await exported({ agentId });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const [sheet] = await readXlsxFile(Buffer.from(await answer.arrayBuffer()));
      expect(sheet.data[0]?.[0]).toBe('Date');
      expect(sheet.data.slice(1).every((row) => row[1] === 'Dental Receptionist')).toBe(true);
      expect((await exported({ status: 'bogus' })).status).toBe(422);
      expect((await exported({}, {})).status).toBe(401);
    } finally {
      await mock.close();
    }
  });

  it('resets a data set to the seed on demand', async () => {
    const mock = await listen();
    try {
      const scope = { 'X-Mock-Scope': 'reset-test' };
      await upload(
        mock.base,
        { file: pdf(), agent: agentId, file_type: 'document' },
        { Authorization: `Bearer ${MAYA}`, ...scope },
      );
      const count = async () =>
        (await (await fetch(`${mock.base}/__mock/status`, { headers: scope })).json()).collections.knowledge;
      const seeded = mock.engine.counts('fresh').knowledge;
      expect(await count()).toBe(seeded + 1);
      expect((await fetch(`${mock.base}/__mock/reset`, { method: 'POST', headers: scope })).status).toBe(200);
      expect(await count()).toBe(seeded);
    } finally {
      await mock.close();
    }
  });

  it('keeps the shared data set in MOCK_STATE_FILE across a restart', async () => {
    const stateFile = join(folder, 'state.json');
    const first = await listen({ stateFile });
    const { data } = await (
      await upload(first.base, { file: pdf(), agent: agentId, file_type: 'document' })
    ).json();
    await first.close();
    expect(await readFile(stateFile, 'utf8')).toContain(data.id);
    const second = await listen({ stateFile });
    try {
      expect(second.engine.exportScope('default').data.knowledge.map((file) => file.id)).toContain(data.id);
      expect((await fetch(`${second.base}${data.url}`)).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('who calls and what they ask for', () => {
  it('reads the caller from the bearer token', () => {
    expect(userOf({ authorization: `Bearer ${MAYA}` })).toMatchObject({ id: '6650a1f2c3d4e5f601234567' });
    expect(userOf({})).toBeUndefined();
  });

  it('leaves Prefer and examples-only calls to Prism, and never changes the shared set in examples mode', () => {
    expect(settingsOf({}, 'remember')).toEqual({ remember: true, scope: 'default' });
    expect(settingsOf({ prefer: 'code=500' }, 'remember').remember).toBe(false);
    expect(settingsOf({ 'x-mock-state': 'examples' }, 'remember').remember).toBe(false);
    expect(settingsOf({ 'x-mock-state': 'remember' }, 'examples').remember).toBe(false);
    expect(settingsOf({ 'x-mock-scope': 'mine' }, 'examples')).toEqual({ remember: true, scope: 'mine' });
  });
});
