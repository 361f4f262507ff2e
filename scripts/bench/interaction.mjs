import { chromium } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { signIn } from './first-view.mjs';
import { summary } from './latency.mjs';

// What staff feel: from an input to the next frame painted after its handlers, as the browser's Event
// Timing reports it (INP's measure: the longest event of each interaction), on the heaviest screens.
// Timing stays in the browser; the input is real (CDP), since untrusted events are not timed.

const AGENT = '6650a1f2c3d4e5f6bbbb0001';
// The browser reports only events of 16 ms or more: an interaction without an entry took less.
const FLOOR = 16;
const REPEATS = Math.max(1, Number(process.env.INTERACTION_REPEATS ?? 8));

function observeInteractions(floor) {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__events.push([entry.interactionId, entry.startTime, entry.duration]);
    }
  }).observe({ type: 'event', durationThreshold: floor });
}

// The longest event of each interaction that started between `from` and `to`.
const latencies = (events, from, to) => {
  const longest = new Map();
  for (const [id, start, duration] of events) {
    if (start >= from && start <= to) longest.set(id, Math.max(longest.get(id) ?? 0, duration));
  }
  return [...longest.values()];
};

const now = (page) => page.evaluate(() => performance.now());

/** The latencies of the `count` interactions `act` makes, each at least FLOOR. */
async function timed(page, count, act) {
  const from = await now(page);
  await act();
  const to = await now(page);
  // An entry comes once the frame it measures is presented, often frames later; one under FLOOR
  // never comes, so the wait for it is bounded.
  await page
    .waitForFunction(
      (range) =>
        new Set(
          window.__events.filter(([, start]) => start >= range.from && start <= range.to).map(([id]) => id),
        ).size >= range.count,
      { from, to, count },
      { timeout: 1000 },
    )
    .catch(() => undefined);
  const found = latencies(await page.evaluate(() => window.__events), from, to);
  return [...found, ...Array(Math.max(0, count - found.length)).fill(FLOOR)];
}

async function openDialog(page) {
  await page.goto(`/agent/prompt_editor?agentId=${AGENT}`);
  const add = page.getByRole('button', { name: 'Add function' });
  await add.waitFor();
  await page.waitForLoadState('networkidle');
  const times = [];
  for (let i = 0; i < REPEATS; i += 1) {
    times.push(
      ...(await timed(page, 1, async () => {
        await add.click();
        await page.getByRole('dialog').getByLabel('Name').waitFor();
      })),
    );
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
  return times;
}

async function typePrompt(page) {
  await page.goto(`/agent/prompt_editor?agentId=${AGENT}`);
  const box = page.getByRole('region', { name: 'Global Prompt' });
  await box.getByRole('button', { name: 'Edit Global Prompt' }).click();
  const area = page.locator('#agent-global-prompt');
  await area.focus();
  await page.keyboard.press('End');
  const text = ' Offer the earliest free slot first.'.slice(0, Math.max(8, REPEATS * 4));
  return timed(page, text.length, () => page.keyboard.type(text));
}

async function switchTabs(page) {
  await page.goto('/company-settings');
  const tabs = page.getByRole('tab');
  await tabs.first().waitFor();
  await page.waitForLoadState('networkidle');
  const count = await tabs.count();
  const times = [];
  for (let i = 1; i <= Math.max(REPEATS, count); i += 1) {
    const tab = tabs.nth(i % count);
    times.push(...(await timed(page, 1, () => tab.click())));
    await page.waitForFunction((index) => {
      const all = document.querySelectorAll('[role="tab"]');
      return all[index]?.getAttribute('aria-selected') === 'true';
    }, i % count);
  }
  return times;
}

async function changeFilter(page) {
  await page.goto('/calls');
  const status = page.getByRole('combobox', { name: 'Status' });
  await page.locator('tbody tr[data-call-id]').first().waitFor();
  await page.waitForLoadState('networkidle');
  await status.focus();
  const times = [];
  // A closed select on Linux steps through its options with the arrow keys, each a change.
  for (let i = 0; i < REPEATS; i += 1) {
    const before = await status.inputValue();
    times.push(...(await timed(page, 1, () => page.keyboard.press(i % 2 ? 'ArrowUp' : 'ArrowDown'))));
    await page.waitForFunction((value) => new URL(location.href).search !== value, before);
  }
  return times;
}

async function openRowMenu(page) {
  await page.goto('/calls');
  const triggers = page.getByRole('button', { name: /^Actions for the call with/ });
  await triggers.first().waitFor();
  await page.waitForLoadState('networkidle');
  const count = await triggers.count();
  const times = [];
  for (let i = 0; i < REPEATS; i += 1) {
    times.push(
      ...(await timed(page, 1, async () => {
        await triggers.nth(i % count).click();
        await page.getByRole('menu').waitFor();
      })),
    );
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
  }
  return times;
}

const INTERACTIONS = [
  ['prompt editor: open the Add function dialog', openDialog],
  ['prompt editor: type in the Global Prompt', typePrompt],
  ['company settings: switch tabs', switchTabs],
  ['calls: change the Status filter', changeFilter],
  ['calls: open a row menu', openRowMenu],
];

export async function bench({ page }) {
  await page.addInitScript(observeInteractions, FLOOR);
  const figures = {};
  for (const [name, run] of INTERACTIONS) {
    const { p75, worst } = summary(await run(page));
    figures[`interaction: ${name}, p75 (ms)`] = p75;
    figures[`interaction: ${name}, worst (ms)`] = worst;
  }
  return figures;
}

// `node scripts/bench/interaction.mjs <console address>`: the same against a running console.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const baseURL = process.argv[2] ?? 'http://127.0.0.1:5173';
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const storageState = await signIn(browser, baseURL);
    const context = await browser.newContext({
      baseURL,
      storageState,
      viewport: { width: 1440, height: 900 },
    });
    const figures = await bench({ page: await context.newPage(), baseURL });
    for (const [figure, value] of Object.entries(figures)) console.log(`  ${figure.padEnd(64)} ${value}`);
  } finally {
    await browser.close();
  }
}
