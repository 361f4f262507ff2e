// QA and newcomers see what ships: the production bundle in mock mode (the QA panel, as the e2e
// suite runs it) served by `vite preview`, with the deployment's headers and the /api proxy.
// `--dev` is the Vite dev server with hot reload instead, beside the same mock.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMocks } from './mock.mjs';
import { APP_PORT, HOST } from './ports.mjs';
import { isPortOpen, run, stopAll, superviseUntilSignal, waitForPort } from './processes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// Another folder (START_DIST) for a second start beside the first: a rebuild empties the folder it serves.
const OUT_DIR = process.env.START_DIST || 'dist-start';
const STAMP = '.build-inputs';

// What `vite build` reads: the sources, the config and the plugins it imports from scripts/, the
// .env files of the mode, and the installed packages (npm writes node_modules/.package-lock.json).
const INPUTS = [
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'node_modules/.package-lock.json',
  '.env',
  '.env.local',
  '.env.mock',
  '.env.mock.local',
  'src',
  'public',
  'scripts',
];
const NOT_BUILT = /\.test\.[^/]+$/;

function filesOf(base, input) {
  const full = join(base, input);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [input];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(base, join(entry.parentPath, entry.name)))
    .filter((file) => !NOT_BUILT.test(file))
    .sort();
}

/** A digest of everything the mock-mode build depends on, VITE_* settings of the environment included. */
export function buildInputs(base, env = process.env) {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of filesOf(base, input)) {
      hash.update(`${file}\0`);
      hash.update(readFileSync(join(base, file)));
      hash.update('\0');
    }
  }
  const settings = Object.entries(env)
    .filter(([key]) => key.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(settings));
  return hash.digest('hex');
}

/** The build in `outDir` was made from these inputs and finished (the stamp is written last). */
export function isBuildCurrent(outDir, inputs) {
  try {
    return existsSync(join(outDir, 'index.html')) && readFileSync(join(outDir, STAMP), 'utf8') === inputs;
  } catch {
    return false;
  }
}

const exited = (child) =>
  new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

async function buildIfStale(force) {
  const outDir = join(root, OUT_DIR);
  const inputs = buildInputs(root);
  if (!force && isBuildCurrent(outDir, inputs)) {
    console.log(`${OUT_DIR}/ is up to date with the sources: not rebuilt (npm start -- --rebuild forces it)`);
    return;
  }
  console.log(`building the console in mock mode into ${OUT_DIR}/ …`);
  const started = Date.now();
  const build = run(
    'build',
    process.execPath,
    [
      `${root}node_modules/vite/bin/vite.js`,
      'build',
      '--mode',
      'mock',
      '--outDir',
      OUT_DIR,
      '--logLevel',
      'warn',
    ],
    { cwd: root },
  );
  const code = await exited(build);
  if (code !== 0) throw new Error(`the build failed (exit ${code}): nothing to serve`);
  writeFileSync(join(outDir, STAMP), inputs);
  console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const args = process.argv.slice(2);
  const dev = args.includes('--dev');
  // Until the supervisor takes over, a stop still stops the build and the mocks started so far.
  const early = () => void stopAll().then(() => process.exit(130));
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) process.once(signal, early);
  try {
    if (await isPortOpen(APP_PORT)) {
      throw new Error(`port ${APP_PORT} is already in use (set another with PORT)`);
    }
    // Side by side: the mock's start is mostly waiting for Prism, the build mostly computing.
    const ready = await Promise.allSettled([startMocks(), dev || buildIfStale(args.includes('--rebuild'))]);
    const failed = ready.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const vite = `${root}node_modules/vite/bin/vite.js`;
    const serve = dev ? [vite] : [vite, 'preview', '--mode', 'mock', '--outDir', OUT_DIR];
    // Vite's banner names the address before it answers; ours comes once the port is open.
    run('console', process.execPath, [...serve, '--host', HOST, '--port', String(APP_PORT), '--strictPort'], {
      filter: (line) => !/➜|press h/i.test(line),
      env: dev ? { VITE_MOCK_MODE: 'true' } : {},
    });
    for (const signal of signals) process.off(signal, early);
    superviseUntilSignal();
    await waitForPort(APP_PORT);
    const what = dev
      ? 'the Vite dev server, with hot reload'
      : `the production build (${OUT_DIR}/, mock mode) with the deployment's headers; hot reload: npm run dev`;
    console.log(`\n✓ console ready on http://${HOST}:${APP_PORT}\n  ${what}\n  Ctrl-C stops everything\n`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stopAll();
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
