import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

// The e2e suite runs the built console (vite preview) against Prism, on ports of its own so that
// it can run beside `npm start`. Chromium is Debian's; no browser download. Its headless shell
// (package chromium-headless-shell, what Playwright itself runs headless) has no browser UI and takes
// about an eighth off the suite; the full browser stands in where the shell is not installed.
const E2E_PORT = Number(process.env['E2E_PORT'] ?? 4173);
const E2E_MOCK_PORT = Number(process.env['E2E_MOCK_PORT'] ?? 4110);
// Which build to serve (several builds can sit side by side, e.g. while working in parallel).
const E2E_DIST = process.env['E2E_DIST'] ?? 'dist';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM =
  process.env['CHROMIUM_PATH'] ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const mockEnv = {
  MOCK_PORT: String(E2E_MOCK_PORT),
  LLM_MOCK_PORT: String(E2E_MOCK_PORT + 1),
  RATES_MOCK_PORT: String(E2E_MOCK_PORT + 2),
  FILE_MOCK_PORT: String(E2E_MOCK_PORT + 3),
  // The suite's specs run side by side against one mock: by default they get the contract's
  // examples, the same on every run; a spec that checks round trips asks the mock to remember
  // (X-Mock-State) in a data set of its own (X-Mock-Scope, see e2e/mock-state.ts).
  MOCK_STATE: 'examples',
};

export default defineConfig({
  testDir: 'e2e',
  // One output folder per build served, so that runs side by side do not wipe each other's traces.
  outputDir: `test-results/${E2E_DIST}`,
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env['CI'],
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.cache/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // A trace records every step of every test and costs about a third of the suite's CPU; CI
    // cannot hand one out anyway. To debug a failure: `npx playwright test <spec> --trace on`.
    trace: 'off',
    ...devices['Desktop Chrome'],
    // As a person who asks for less motion: dialogs, drawers and menus stand still at once, so a
    // click never lands on one still sliding in, and Chromium draws no animation frames for them.
    // e2e/reduced-motion.spec.ts checks both preferences.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The pages of one origin share a renderer: with the page e2e/fixtures.ts keeps open,
        // each test's page starts in a warm process instead of a new one.
        '--process-per-site',
      ],
    },
  },
  webServer: [
    {
      command: 'node scripts/mock.mjs',
      port: E2E_MOCK_PORT,
      env: mockEnv,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 8_000 },
    },
    {
      command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${E2E_PORT} --strictPort --outDir ${E2E_DIST}`,
      port: E2E_PORT,
      env: mockEnv,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
