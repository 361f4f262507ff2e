// Lighthouse's mobile preset (simulated throttling) on the sign-in page, the dashboard and the prompt
// editor. Lighthouse stays out of the dependency tree: it runs through npx at a pinned version that
// works on Node 20, and this bench skips itself until that version is fetched once
// (`npx -y lighthouse@12.8.2 --version`).
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const PORT = 9333;
const REPORTS = fileURLToPath(new URL('../../bench/lighthouse', import.meta.url));
const AGENT = '6650a1f2c3d4e5f6bbbb0001';
const PAGES = {
  '/login': { path: '/login', signedIn: false },
  '/dashboard': { path: '/dashboard', signedIn: true },
  '/agent/prompt_editor': { path: `/agent/prompt_editor?agentId=${AGENT}`, signedIn: true },
};

const npx = (args) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['--no-install', LIGHTHOUSE, ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({ status, stderr }));
  });

async function waitForDevTools() {
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/json/version`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Chromium's DevTools port ${PORT} did not open`);
}

// Playwright stays connected only while it writes the session: attached, it would hold the tabs
// Lighthouse opens until it lets them run.
async function seed(baseURL, items) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${PORT}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(new URL('/favicon.svg', baseURL).href);
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, items);
    await page.close();
  } finally {
    await browser.close();
  }
}

export async function bench({ page, baseURL }) {
  if ((await npx(['--version'])).status !== 0) {
    return { skipped: `${LIGHTHOUSE} is not fetched; run \`npx -y ${LIGHTHOUSE} --version\` once` };
  }
  await page.goto(new URL('/favicon.svg', baseURL).href);
  const session = await page.evaluate(() => ({ ...localStorage }));
  // The signed-in session lives in localStorage: Lighthouse audits in a browser whose profile has
  // it, reached over the DevTools port, and is told to leave storage as it is.
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const browser = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      `--remote-debugging-port=${PORT}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const figures = {};
  mkdirSync(REPORTS, { recursive: true });
  try {
    await waitForDevTools();
    for (const [name, { path, signedIn }] of Object.entries(PAGES)) {
      await seed(baseURL, signedIn ? session : {});
      const report = join(profile, 'report.json');
      const run = await npx([
        new URL(path, baseURL).href,
        `--port=${PORT}`,
        '--only-categories=performance',
        '--disable-storage-reset',
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
      ]);
      if (run.status !== 0) {
        figures[`lighthouse: ${name} performance score`] = `error: ${run.stderr.trim().split('\n').at(-1)}`;
        continue;
      }
      const { categories, audits, finalDisplayedUrl } = JSON.parse(readFileSync(report, 'utf8'));
      // Kept, so that a score that moved can be read in Lighthouse's own viewer or by its audits.
      copyFileSync(report, `${REPORTS}/${name.slice(1).replaceAll('/', '-')}.json`);
      if (new URL(finalDisplayedUrl).pathname !== new URL(path, baseURL).pathname) {
        figures[`lighthouse: ${name} performance score`] = `error: ended on ${finalDisplayedUrl}`;
        continue;
      }
      figures[`lighthouse: ${name} performance score`] = Math.round(categories.performance.score * 100);
      figures[`lighthouse: ${name} largest contentful paint (ms)`] = Math.round(
        audits['largest-contentful-paint'].numericValue,
      );
      figures[`lighthouse: ${name} total blocking time (ms)`] = Math.round(
        audits['total-blocking-time'].numericValue,
      );
    }
  } finally {
    browser.kill();
    await new Promise((resolve) => (browser.exitCode === null ? browser.once('exit', resolve) : resolve()));
    // Chromium's helpers can still be writing to the profile after the browser exits; a temporary
    // folder left behind must not cost the figures.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    } catch {
      console.warn(`lighthouse: could not remove ${profile}`);
    }
  }
  return figures;
}
