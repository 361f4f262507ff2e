import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkBudgets, printBudgets } from './bench/check.mjs';
import { medianFigures } from './bench/median.mjs';
import { measureSizes, printSizes } from './bench/sizes.mjs';
import { run, stopAll, waitForPort } from './processes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = 'dist-bench';
const PORT = Number(process.env.BENCH_PORT ?? 4701);
const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT ?? 4710);
const args = process.argv.slice(2);
const sizesOnly = args.includes('--sizes');
// Not part of `npm test`: timings depend on the machine; CI's is the one the budgets are set for.
const check = args.includes('--check');
const only = args.filter((arg) => !arg.startsWith('--'));
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

const build = spawnSync(
  process.execPath,
  [`${root}node_modules/vite/bin/vite.js`, 'build', '--manifest', '--outDir', OUT_DIR, '--logLevel', 'warn'],
  {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, BENCH_MODULES: `${root}${OUT_DIR}/.vite/modules.json` },
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const results = {
  measuredAt: new Date().toISOString(),
  runs: RUNS,
  sizes: measureSizes(`${root}${OUT_DIR}`),
  browser: {},
};
printSizes(results.sizes);

const modules = readdirSync(`${root}scripts/bench`)
  .filter((file) => file.endsWith('.mjs') && !file.includes('.test.'))
  .filter((file) => !['sizes.mjs', 'module-sizes.mjs', 'check.mjs'].includes(file))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();

if (!sizesOnly && modules.length > 0) {
  const mockEnv = {
    ...process.env,
    MOCK_PORT: String(MOCK_PORT),
    LLM_MOCK_PORT: String(MOCK_PORT + 1),
    RATES_MOCK_PORT: String(MOCK_PORT + 2),
    FILE_MOCK_PORT: String(MOCK_PORT + 3),
    // The same answers on every run: the timings measure the console, not a growing data set.
    MOCK_STATE: 'examples',
  };
  run('mock', process.execPath, [`${root}scripts/mock.mjs`], {
    env: mockEnv,
    filter: (line) => /error|✖/i.test(line),
  });
  run(
    'preview',
    process.execPath,
    [
      `${root}node_modules/vite/bin/vite.js`,
      'preview',
      '--port',
      String(PORT),
      '--strictPort',
      '--outDir',
      OUT_DIR,
    ],
    { env: mockEnv, filter: (line) => /error|✖/i.test(line) },
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    await Promise.all([waitForPort(MOCK_PORT), waitForPort(PORT)]);
    const baseURL = `http://127.0.0.1:${PORT}`;
    const session = await signedInStorage(`http://127.0.0.1:${MOCK_PORT}`);
    for (const file of modules) {
      const { bench } = await import(pathToFileURL(`${root}scripts/bench/${file}`).href);
      if (typeof bench !== 'function') continue;
      const name = file.replace(/\.mjs$/, '');
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
        await context.addInitScript((items) => {
          if (sessionStorage.getItem('bench-seeded')) return;
          sessionStorage.setItem('bench-seeded', '1');
          for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
        }, session);
        const page = await context.newPage();
        try {
          runs.push(await bench({ page, baseURL }));
        } catch (error) {
          runs.push({ error: error instanceof Error ? error.message : String(error) });
        } finally {
          await context.close();
        }
      }
      results.browser[name] = medianFigures(runs);
      console.log(`\n${name} (median of ${RUNS} run${RUNS === 1 ? '' : 's'}):`);
      for (const [figure, value] of Object.entries(results.browser[name])) {
        console.log(`  ${figure.padEnd(60)} ${typeof value === 'number' ? value.toFixed(1) : value}`);
      }
    }
  } finally {
    await browser.close();
    await stopAll();
  }
}

mkdirSync(`${root}bench`, { recursive: true });
writeFileSync(`${root}bench/results.json`, `${JSON.stringify(results, null, 2)}\n`);
console.log('\nwritten to bench/results.json');

if (check) {
  const report = checkBudgets(results, JSON.parse(readFileSync(`${root}bench/budgets.json`, 'utf8')));
  printBudgets(report);
  if (report.over.length > 0) process.exitCode = 1;
}

async function signedInStorage(mockUrl) {
  const response = await fetch(`${mockUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', prefer: 'example=user' },
    body: JSON.stringify({ email: 'maya.thompson@brightsmile-dental.com', password: 'Sm1le-Recall-2026' }),
  });
  const body = await response.json();
  const token = body?.data;
  if (typeof token !== 'string') throw new Error(`the mock's login gave no token (${response.status})`);
  const {
    iat: _iat,
    exp: _exp,
    ...user
  } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  return { token, userInfo: JSON.stringify({ ...user, isAuthorized: true }), tourSeen: 'true' };
}
