import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export interface ContractProblem {
  url: string;
  status: number;
  violations: string;
}

interface Fixtures {
  /** Set to true in a test that provokes a 422 on purpose. */
  allowContractErrors: boolean;
  pageErrors: Error[];
  contractProblems: ContractProblem[];
}

/**
 * Every test gets a page from a fresh browser context (axe needs one) and fails at the end when the
 * page threw an uncaught error, or when the mock rejected a request as breaking the contract (a
 * 422, or Prism's `sl-violations` header with an error) unless the test allowed it.
 */
export const test = base.extend<Fixtures>({
  allowContractErrors: [false, { option: true }],
  pageErrors: async ({}, use) => {
    await use([]);
  },
  contractProblems: async ({}, use) => {
    await use([]);
  },
  page: async ({ browser, pageErrors, contractProblems, allowContractErrors }, use) => {
    const context = await browser.newContext();
    const page = await context.newPage();
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
    // A route handler still fetching when the test ends (a refetch the screen started last) must
    // not fail the run after the test passed.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
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
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
