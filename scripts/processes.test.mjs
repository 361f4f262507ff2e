// @vitest-environment node
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const PROCESSES = new URL('./processes.mjs', import.meta.url).href;

// Gone, or dead and waiting for a parent to collect it.
const alive = (pid) =>
  existsSync(`/proc/${pid}`) && readFileSync(`/proc/${pid}/stat`, 'utf8').split(' ')[2] !== 'Z';

async function until(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

describe.runIf(process.platform === 'linux')('superviseUntilSignal', () => {
  let dir;
  const started = [];
  afterEach(() => {
    for (const pid of started.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('stops what it started when the process that started it is gone without a word', async () => {
    dir = mkdtempSync(join(tmpdir(), 'supervise-'));
    const supervisor = join(dir, 'supervisor.mjs');
    writeFileSync(
      supervisor,
      `import { run, superviseUntilSignal } from ${JSON.stringify(PROCESSES)};
const child = run('sleeper', process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
superviseUntilSignal();
console.log(process.pid, child.pid);`,
    );
    // As npm run does on a SIGTERM: the parent goes and tells its script nothing.
    const parent = spawn(
      process.execPath,
      [
        '-e',
        `require('node:child_process').spawn(process.execPath, [${JSON.stringify(supervisor)}], { stdio: 'inherit' }); setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    started.push(parent.pid);
    const [supervisorPid, childPid] = await new Promise((resolve) =>
      parent.stdout.once('data', (chunk) => resolve(chunk.toString().trim().split(' ').map(Number))),
    );
    started.push(supervisorPid, childPid);
    expect(alive(supervisorPid) && alive(childPid)).toBe(true);

    parent.kill('SIGKILL');
    expect(await until(() => !alive(childPid) && !alive(supervisorPid), 10_000)).toBe(true);
  }, 20_000);
});
