import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface ContractProblem {
  url: string;
  status: number;
  violations: string;
}

interface Fixtures {
  /** Set to true in a test that provokes a 422 on purpose. */
  allowContractErrors: boolean;
  /** Set to true in a test that uses `page.clock`: the clock cannot leave a context, nor join a warm one. */
  ownContext: boolean;
  pageErrors: Error[];
  contractProblems: ContractProblem[];
}

// One browser context per worker, reused from test to test while the tests' context options are
// the same. Chromium runs with --process-per-site (playwright.config.ts) and the context keeps one
// page of the console's origin open (an image, no script), so every test's page joins the same
// renderer: the console's code stays compiled and its HTTP cache warm, and a test's first load costs
// about half what a fresh context's did. What a test can leave in a context is reset before the
// next one: pages, routes, listeners, extra headers, permissions, cookies and the origin's storage
// (local, IndexedDB). A test that failed leaves a context that is closed instead. Playwright's clock
// cannot be taken out of a context: a test that uses it asks for a context of its own
// (`ownContext`), and the fixture fails one that forgot.
let reusable: { context: BrowserContext; key: string; keeper: Page; clockUsed: boolean } | undefined;

// Marks the reused context once a test touches its clock (any method of it), so that release can
// tell without asking the page.
function watchClock(context: BrowserContext, onUse: () => void): void {
  const clock = context.clock as unknown as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(Object.getPrototypeOf(clock))) {
    const method = clock[name];
    if (name === 'constructor' || typeof method !== 'function') continue;
    clock[name] = (...args: unknown[]) => {
      onUse();
      return (method as (...rest: unknown[]) => unknown).apply(context.clock, args);
    };
  }
}

async function contextFor(browser: Browser, key: string, origin: string): Promise<Page> {
  if (reusable?.key === key) {
    const page = await reusable.context.newPage();
    const cdp = await reusable.context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.detach();
    return page;
  }
  await reusable?.context.close();
  const context = await browser.newContext();
  const keeper = await context.newPage();
  await keeper.goto(`${origin}/favicon.svg`);
  const record = { context, key, keeper, clockUsed: false };
  watchClock(context, () => (record.clockUsed = true));
  reusable = record;
  return context.newPage();
}

async function release(context: BrowserContext, reuse: boolean): Promise<void> {
  // A route handler still fetching when the test ends (a refetch the screen started last) must
  // not fail the run after the test passed.
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  for (const page of context.pages()) await page.unrouteAll({ behavior: 'ignoreErrors' });
  if (!reuse || reusable?.context !== context) {
    if (reusable?.context === context) reusable = undefined;
    await context.close();
    return;
  }
  const { keeper } = reusable;
  for (const page of context.pages()) if (page !== keeper) await page.close();
  for (const event of [
    'page',
    'request',
    'response',
    'requestfinished',
    'requestfailed',
    'console',
  ] as const) {
    context.removeAllListeners(event);
  }
  await context.setExtraHTTPHeaders({});
  await context.clearPermissions();
  await context.clearCookies();
}

/**
 * Every test gets a fresh page (in the worker's reused context) and fails at the end when the page
 * threw an uncaught error, or when the mock rejected a request as breaking the contract (a 422, or
 * Prism's `sl-violations` header with an error) unless the test allowed it.
 */
export const test = base.extend<Fixtures>({
  allowContractErrors: [false, { option: true }],
  ownContext: [false, { option: true }],
  pageErrors: async ({}, use) => {
    await use([]);
  },
  contractProblems: async ({}, use) => {
    await use([]);
  },
  page: async (
    {
      browser,
      baseURL,
      reducedMotion,
      timezoneId,
      locale,
      colorScheme,
      viewport,
      pageErrors,
      contractProblems,
      allowContractErrors,
      ownContext,
    },
    use,
    testInfo,
  ) => {
    const key = JSON.stringify({ reducedMotion, timezoneId, locale, colorScheme, viewport });
    const page = ownContext
      ? await (await browser.newContext()).newPage()
      : await contextFor(browser, key, new URL(baseURL ?? '').origin);
    page.on('pageerror', (error) => pageErrors.push(error));
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.startsWith('/api/')) return;
      const violations = response.headers()['sl-violations'] ?? '';
      const hasError = violations.includes('"severity":"Error"') || violations.includes('"severity":0');
      if (response.status() === 422 || hasError) {
        contractProblems.push({ url: response.url(), status: response.status(), violations });
      }
    });
    await use(page);
    const clockUsed = reusable?.context === page.context() && reusable.clockUsed;
    await release(page.context(), !clockUsed && testInfo.status === testInfo.expectedStatus);
    expect(!clockUsed, 'a test that uses page.clock sets ownContext').toBe(true);
    expect(
      pageErrors.map((error) => error.message),
      'uncaught errors in the page',
    ).toEqual([]);
    if (!allowContractErrors) {
      expect(contractProblems, 'requests the mock rejected as breaking the contract').toEqual([]);
    }
  },
});

export { expect };

let axeScript: string | undefined;
const axeSource = () =>
  (axeScript ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

// Rules whose every check is minor or moderate can never report what the tests look for; skipping
// them (and leaving passes uncollected) takes about a third off each run. Read once per worker
// from axe itself, so an upgrade that raises a rule's impact brings it back.
type AxeCheckRef = string | { id: string };
interface AxeAudit {
  rules: { id: string; any: AxeCheckRef[]; all: AxeCheckRef[]; none: AxeCheckRef[] }[];
  data: { checks: Record<string, { impact?: string } | undefined> };
}
let belowSerious: Promise<string[]> | undefined;
function rulesBelowSerious(page: Page): Promise<string[]> {
  belowSerious ??= (async () => {
    const blank = await page.context().newPage();
    await blank.addScriptTag({ content: axeSource() });
    const ids = await blank.evaluate(() => {
      const audit = (window as unknown as { axe: { _audit: AxeAudit } }).axe._audit;
      const serious = (check: AxeCheckRef) =>
        ['serious', 'critical'].includes(
          audit.data.checks[typeof check === 'string' ? check : check.id]?.impact ?? '',
        );
      return audit.rules
        .filter((rule) => ![...rule.any, ...rule.all, ...rule.none].some(serious))
        .map((rule) => rule.id);
    });
    await blank.close();
    return ids;
  })();
  return belowSerious;
}

// colorjs parses every computed colour for color-contrast, the costliest rule, and a page has few
// distinct ones: parsed once per string, the rule takes about a quarter less. Left alone if a
// later axe has no such method.
const MEMOISE_COLOUR_PARSING = `;(() => {
  const Color = window.axe?.commons?.color?.Color;
  const parse = Color?.prototype?.parseString;
  if (typeof parse !== 'function') return;
  const parsed = new Map();
  Color.prototype.parseString = function (text) {
    const known = parsed.get(text);
    if (!known) {
      parse.call(this, text);
      parsed.set(text, [this.r, this.g, this.b, this.alpha]);
      return this;
    }
    [this.r, this.g, this.b, this.alpha] = known;
    return this;
  };
})();`;

interface Violation {
  id: string;
  impact?: string | null;
  targets: string[];
}

/** Serious and critical accessibility violations on the page as it is now. */
export async function seriousA11yViolations(page: Page) {
  // Colours measured mid-transition (a button fading back after a save) read as poor contrast:
  // let finite animations and transitions end first; spinners loop for ever and are left alone.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const disabled = await rulesBelowSerious(page);
  // axe.run in the page itself (the console has no frames), injected once per document: axe's own
  // Playwright wrapper sent and ran its half-megabyte source twice on every check.
  // Not `'axe' in window`: an element with id="axe" would be a named property of window.
  const injected = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!injected) {
    await page.evaluate(axeSource() + MEMOISE_COLOUR_PARSING);
  }
  const violations = await page.evaluate(async (off): Promise<Violation[]> => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, {
      rules: Object.fromEntries(off.map((id) => [id, { enabled: false }])),
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, disabled);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.targets.join(', ')}`);
}
