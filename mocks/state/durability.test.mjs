// @vitest-environment node
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadContract } from './contract.mjs';
import { createApiMock } from './server.mjs';

const MAYA =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6IjY2NTBhMWYyYzNkNGU1ZjYwMTIzNDU2NyIsImNvbXBhbnkiOiI2NjUwYTFmMmMzZDRlNWY2YWFhYTAwMDEifQ.x';
const AUTH = { Authorization: `Bearer ${MAYA}`, 'Content-Type': 'application/json' };
// A mock process compiles the contract first: seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000 });
let folder;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'mock-durable-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

// The state server in a process of its own, so that the test can kill it as a crash would.
async function startProcess(stateFile) {
  const server = new URL('./server.mjs', import.meta.url).href;
  const contract = new URL('./contract.mjs', import.meta.url).href;
  const code = `
    const { createApiMock } = await import(${JSON.stringify(server)});
    const { loadContract } = await import(${JSON.stringify(contract)});
    const mock = await createApiMock({ doc: await loadContract(), stateFile: ${JSON.stringify(stateFile)}, prismPort: 1 });
    mock.upstream.listen(0, '127.0.0.1', () => console.log('port ' + mock.upstream.address().port));
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const [line] = await once(lines, 'line');
  const port = Number(/^port (\d+)$/.exec(line)?.[1]);
  return { child, base: `http://127.0.0.1:${port}` };
}

const createLead = (base, firstName) =>
  fetch(`${base}/leads`, {
    method: 'POST',
    headers: AUTH,
    body: JSON.stringify({ firstName, phone: '+14155550100' }),
  });

describe('the state file', () => {
  it('keeps a change the mock answered, though the mock is killed right after the answer', async () => {
    const stateFile = join(folder, 'killed.json');
    const first = await startProcess(stateFile);
    const answer = await createLead(first.base, 'Kept');
    expect(answer.status).toBe(201);
    const { data } = await answer.json();
    first.child.kill('SIGKILL');
    await once(first.child, 'exit');

    const second = await startProcess(stateFile);
    try {
      const read = await fetch(`${second.base}/leads/${data.id}`, { headers: AUTH });
      expect(read.status).toBe(200);
      expect((await read.json()).data).toMatchObject({ firstName: 'Kept', phone: '+14155550100' });
    } finally {
      second.child.kill('SIGKILL');
    }
  });

  it('holds every change of many at once, in a whole file, when each is answered', async () => {
    const stateFile = join(folder, 'concurrent.json');
    const mock = await createApiMock({ doc: await loadContract(), stateFile, prismPort: 1 });
    await new Promise((resolve) => mock.upstream.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${mock.upstream.address().port}`;
    try {
      const names = Array.from({ length: 30 }, (_, index) => `Burst${index}`);
      const answers = await Promise.all(names.map((name) => createLead(base, name)));
      expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 201));
      const saved = JSON.parse(await readFile(stateFile, 'utf8'));
      const stored = saved.data.leads.map((lead) => lead.firstName);
      expect(stored).toEqual(expect.arrayContaining(names));
    } finally {
      await new Promise((resolve) => mock.upstream.close(resolve));
    }
  });
});

describe('request bodies', () => {
  async function gateway() {
    const mock = await createApiMock({ doc: await loadContract(), prismPort: 1 });
    await new Promise((resolve) => mock.gateway.listen(0, '127.0.0.1', resolve));
    return {
      base: `http://127.0.0.1:${mock.gateway.address().port}`,
      close: () => new Promise((resolve) => mock.gateway.close(resolve)),
    };
  }

  it('refuses a JSON body over 1 MB with 413 and a message, before it reaches the contract', async () => {
    const mock = await gateway();
    try {
      const notes = 'x'.repeat(2 * 1024 * 1024);
      const answer = await fetch(`${mock.base}/leads`, {
        method: 'POST',
        headers: AUTH,
        body: JSON.stringify({ firstName: 'Big', phone: '+14155550100', unnamed: notes }),
      });
      expect(answer.status).toBe(413);
      expect((await answer.json()).message).toBe('The request is too large: at most 1 MB');
    } finally {
      await mock.close();
    }
  });

  it('still takes an upload over 1 MB', async () => {
    const mock = await gateway();
    try {
      const form = new FormData();
      const bytes = Buffer.concat([Buffer.from('%PDF-1.7 '), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
      form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'Large.pdf');
      form.append('agent', '6650a1f2c3d4e5f6bbbb0001');
      form.append('file_type', 'document');
      const answer = await fetch(`${mock.base}/knowledge`, {
        method: 'POST',
        body: form,
        headers: { Authorization: AUTH.Authorization },
      });
      expect(answer.status).toBe(201);
      expect((await answer.json()).data.size).toBe(bytes.length);
    } finally {
      await mock.close();
    }
  });
});
