import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { waitForPort } from '../processes.mjs';
import { summary } from './latency.mjs';

// The first view of each main screen: a full page load, signed in, in a browser context of its own
// (nothing cached, as on a first visit), until the screen's own content is painted. Timed inside the
// page from the navigation's start: a wait from Node (locator.waitFor, expect) polls at 0, 20, 50,
// 100, 100, then every 500 ms, and read views painted at 0.45 s as 0.9-1.0 s.
//
// `node scripts/bench/first-view.mjs` measures a cold `npm start` itself: it starts
// scripts/start.mjs on BENCH_PORT and BENCH_MOCK_PORT, loads each screen, and stops it.

export const SCREENS = [
  {
    path: '/dashboard',
    heading: 'Dashboard',
    css: 'ul[aria-label="Key figures of the period"] [data-part="value"]',
  },
  { path: '/contacts', heading: 'Contacts', table: 'Contacts' },
  { path: '/testzone', heading: 'Test zone', table: 'Test scenarios' },
  { path: '/apps', heading: 'Apps', css: 'article h3' },
  { path: '/campaign', heading: 'Campaigns', table: 'Campaigns' },
  { path: '/agent', heading: 'Agents', css: 'ul[aria-label="Agents"] > li' },
  { path: '/calls', heading: 'Calls', css: 'tbody tr[data-call-id]' },
];

const REPEATS = Math.max(1, Number(process.env.FIRST_VIEW_REPEATS ?? 3));
const VIEWPORT = { width: 1440, height: 900 };

// In the page, from its first script on: the screen's heading and its content, both in <main> and
// visible; then the frame that draws them (a task after the animation frame runs after its paint).
export function watchFirstView(screen) {
  const shown = () => {
    const main = document.querySelector('main');
    if (main?.querySelector('h1')?.textContent?.trim() !== screen.heading) return false;
    const content = screen.css
      ? main.querySelector(screen.css)
      : [...main.querySelectorAll('table')]
          .find((table) => table.querySelector('caption')?.textContent?.trim() === screen.table)
          ?.querySelector('tbody tr');
    return Boolean(content?.checkVisibility());
  };
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (window.__firstView = performance.now());
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
}

async function viewOnce(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => typeof window.__firstView === 'number', null, { timeout: 30_000 });
  return page.evaluate(() => window.__firstView);
}

// Signed in as a person would: the sign-in form, then the session the console stored.
export async function signIn(browser, baseURL) {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('maya.thompson@brightsmile-dental.com');
    await page.getByLabel('Password').fill('Sm1le-Recall-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.evaluate(() => localStorage.setItem('tourSeen', 'true'));
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Each screen REPEATS times, in turns, each in a fresh context; then once more in the same one. */
export async function measure(browser, baseURL) {
  const storageState = await signIn(browser, baseURL);
  const first = new Map(SCREENS.map((screen) => [screen.path, []]));
  const second = [];
  for (let repeat = 0; repeat < REPEATS; repeat += 1) {
    for (const screen of SCREENS) {
      const context = await browser.newContext({ baseURL, viewport: VIEWPORT, storageState });
      try {
        await context.addInitScript(watchFirstView, screen);
        const page = await context.newPage();
        first.get(screen.path).push(await viewOnce(page, screen.path));
        if (repeat === 0) second.push(await viewOnce(page, screen.path));
      } finally {
        await context.close();
      }
    }
  }
  const figures = {};
  for (const [path, times] of first) {
    const { median, worst } = summary(times);
    figures[`first view: ${path}, median (ms)`] = median;
    figures[`first view: ${path}, worst (ms)`] = worst;
  }
  const all = summary([...first.values()].flat());
  figures['first view: all screens, median (ms)'] = all.median;
  figures['first view: all screens, worst (ms)'] = all.worst;
  figures['first view: all screens, second visit median (ms)'] = summary(second).median;
  return figures;
}

export async function bench({ page, baseURL }) {
  return measure(page.context().browser(), baseURL);
}

async function coldStart() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const port = Number(process.env.BENCH_PORT ?? 4701);
  const mockPort = Number(process.env.BENCH_MOCK_PORT ?? 4710);
  const start = spawn(process.execPath, [`${root}scripts/start.mjs`], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      MOCK_PORT: String(mockPort),
      LLM_MOCK_PORT: String(mockPort + 1),
      RATES_MOCK_PORT: String(mockPort + 2),
      FILE_MOCK_PORT: String(mockPort + 3),
      MOCK_STATE: 'examples',
    },
  });
  const stopped = new Promise((resolve) => start.once('exit', resolve));
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
    await Promise.race([
      waitForPort(port, { timeoutMs: 300_000 }),
      stopped.then(() => Promise.reject(new Error('npm start stopped before it was ready'))),
    ]);
    const figures = await measure(browser, `http://127.0.0.1:${port}`);
    console.log(`\nfirst views after a cold npm start (${REPEATS} fresh loads per screen):`);
    for (const [figure, value] of Object.entries(figures)) console.log(`  ${figure.padEnd(56)} ${value}`);
  } finally {
    await browser.close();
    start.kill('SIGTERM');
    await stopped;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await coldStart();
