// Every step runs even after a failure, so that one run shows every problem.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The e2e suite runs in the headless shell, or the full browser where it is missing (playwright.config.ts);
// the bench runs in the full browser.
export const BROWSERS = [
  ['/usr/bin/chromium', 'chromium'],
  ['/usr/bin/chromium-headless-shell', 'chromium-headless-shell'],
];
const ALL = BROWSERS.map(([, name]) => name).join(' ');
const INSTALL = `sudo apt-get update && sudo apt-get install -y ${ALL}`;

/** What npm test does about Debian's Chromium before its first step. */
export function browserPlan({ exists, isRoot, canSudo, env = {} }) {
  const chosen = env.CHROMIUM_PATH;
  if (chosen) {
    if (exists(chosen)) return { action: 'none' };
    return { action: 'stop', message: `CHROMIUM_PATH is ${chosen}, which does not exist.` };
  }
  const missing = BROWSERS.filter(([path]) => !exists(path)).map(([, name]) => name);
  if (missing.length === 0) return { action: 'none' };
  if (exists('/usr/bin/apt-get') && (isRoot || canSudo())) {
    return { action: 'install', packages: missing, sudo: !isRoot };
  }
  if (missing.length < BROWSERS.length) {
    return {
      action: 'note',
      message: `${missing.join(' ')} is not installed; the browser tests use the other (sudo apt-get install -y ${missing.join(' ')}).`,
    };
  }
  return {
    action: 'stop',
    message: exists('/usr/bin/apt-get')
      ? `The browser tests need Debian's Chromium. Run once, then npm test again:\n  ${INSTALL}`
      : `The browser tests need Chromium: install it and set CHROMIUM_PATH to its executable.`,
  };
}

/** Carries the plan out; false when npm test cannot go on. */
export function ensureBrowser(plan, run, log = console.log) {
  if (plan.action === 'none') return true;
  if (plan.action === 'note') {
    log(plan.message);
    return true;
  }
  if (plan.action === 'stop') {
    log(plan.message);
    return false;
  }
  log(`▶ installing Debian's ${plan.packages.join(' ')} (once)`);
  const sudo = plan.sudo ? ['sudo', '-n'] : [];
  const apt = (...args) => {
    const [command, ...rest] = [...sudo, 'apt-get', ...args];
    return run(command, rest) === 0;
  };
  if (apt('update', '-q') && apt('install', '-y', '-q', ...plan.packages)) return true;
  log(`The install failed. Run it yourself, then npm test again:\n  ${INSTALL}`);
  return false;
}

const steps = [
  ['generated files up to date', 'npm', ['run', '--silent', 'check:generated']],
  ['contract lint (Redocly)', 'npm', ['run', '--silent', 'lint:contract']],
  ['every contract call used, or x-console-unused says why', 'npm', ['run', '--silent', 'lint:usage']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint (ESLint)', 'npm', ['run', '--silent', 'lint']],
  ['format (Prettier)', 'npm', ['run', '--silent', 'format:check']],
  ['comments at most 3% of source lines', 'npm', ['run', '--silent', 'lint:comments']],
  [
    'unit and contract tests (Vitest)',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.cache/vitest.json'],
  ],
  // The e2e suite runs the production build in mock mode (.env.mock), which adds the QA panel.
  ['build (mock mode)', 'npx', ['vite', 'build', '--mode', 'mock', '--logLevel', 'warn']],
  ['end-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test']],
];

function main() {
  const plan = browserPlan({
    exists: existsSync,
    isRoot: process.getuid?.() === 0,
    canSudo: () => spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0,
    env: process.env,
  });
  const run = (command, args) =>
    spawnSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status;
  if (!ensureBrowser(plan, run)) process.exit(1);

  mkdirSync('.cache', { recursive: true });
  rmSync('.cache/vitest.json', { force: true });
  rmSync('.cache/e2e.json', { force: true });

  const failed = [];
  for (const [name, command, args] of steps) {
    if (name.startsWith('end-to-end') && failed.includes('build (mock mode)')) {
      failed.push(name);
      console.log(`\n▶ ${name}: skipped, the build failed`);
      continue;
    }
    console.log(`\n▶ ${name}`);
    const started = Date.now();
    const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (result.status === 0) console.log(`✓ ${name} (${seconds} s)`);
    else {
      console.log(`✗ ${name} (${seconds} s)`);
      failed.push(name);
    }
  }

  const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
  const vitest = read('.cache/vitest.json');
  const e2e = read('.cache/e2e.json');
  const passed = (vitest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0);
  const failedTests = (vitest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
  const skipped = (vitest?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0);

  console.log('');
  if (failed.length > 0) console.log(`failed steps: ${failed.join('; ')}`);
  console.log(
    `tests: ${passed} passed, ${failedTests + (failed.length > 0 && failedTests === 0 ? 1 : 0)} failed, ${skipped} skipped`,
  );
  process.exit(failed.length > 0 ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
