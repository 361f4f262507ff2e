// Every step runs even after a failure, so that one run shows every problem.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

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
