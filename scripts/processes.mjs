import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';

const children = new Set();
const launches = new Map();

export function run(name, command, args, options = {}) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env },
    cwd: options.cwd,
  });
  const prefix = (stream, target) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (line.trim() && (!options.filter || options.filter(line))) target.write(`[${name}] ${line}\n`);
      }
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  children.add(child);
  launches.set(child, { name, command, args, options });
  child.on('exit', () => {
    children.delete(child);
    launches.delete(child);
  });
  return child;
}

export function runOnce(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: options.quiet ? 'pipe' : 'inherit',
      env: { ...process.env, ...options.env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}\n${output}`)),
    );
  });
}

export function isPortOpen(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function waitForPort(port, { timeoutMs = 60_000, open = true } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await isPortOpen(port)) === open) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`port ${port} did not ${open ? 'open' : 'free'} within ${timeoutMs} ms`);
}

// Prism takes 1-3 s to stop after SIGTERM.
export async function stopAll(signal = 'SIGTERM') {
  const waiting = [...children].map(
    (child) =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 8000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill(signal);
      }),
  );
  await Promise.all(waiting);
}

const RESTARTS_PER_MINUTE = 3;

// A child that dies is started again (a crashed mock fails every later test); one that keeps dying stops all.
export function superviseUntilSignal() {
  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    await stopAll();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGHUP', () => void stop(0));
  // npm does not pass a SIGTERM on to the script it runs: once the process that started this one
  // is gone (this one is handed to another parent), what this one started goes too.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void stop(0);
  }, 500).unref();
  const restarts = new Map();
  const watch = (child) => {
    const launch = launches.get(child);
    child.on('exit', (code, signal) => {
      if (stopping || !launch) return;
      const recent = (restarts.get(launch.name) ?? []).filter((time) => Date.now() - time < 60_000);
      if (recent.length >= RESTARTS_PER_MINUTE) {
        console.error(`[${launch.name}] exited (${code ?? signal}) again; stopping the others`);
        void stop(code || 1);
        return;
      }
      restarts.set(launch.name, [...recent, Date.now()]);
      console.error(`[${launch.name}] exited (${code ?? signal}); starting it again`);
      setTimeout(() => {
        if (!stopping) watch(run(launch.name, launch.command, launch.args, launch.options));
      }, 500);
    });
  };
  for (const child of children) watch(child);
}
