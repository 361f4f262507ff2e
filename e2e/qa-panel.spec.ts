import type { Page, Request } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';

// The QA panel of mock mode (bottom right): the mock's data choice, an error aimed at one call,
// and the answers that Prism found breaking the contract.
const SERVER_ERROR = 'Something went wrong on our side. Please try again.';
const AGENTS_LIST = '/api/agents/fetch_list_with_meta/';

const panel = (page: Page) => page.getByRole('group', { name: 'QA: mock answers' });
const toggle = (page: Page) => page.getByRole('button', { name: /^QA\b/ });
const agents = (page: Page) => page.getByRole('list', { name: 'Agents' });
const notifications = (page: Page) => page.getByRole('list', { name: 'Notifications', exact: true });

const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');

async function start(page: Page, path: string) {
  // Data of this test's own: the mock keeps changes, and other tests run beside this one.
  await page.context().setExtraHTTPHeaders({ 'X-Mock-Scope': `qa-panel-${test.info().testId}` });
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto(path);
}

async function openPanel(page: Page) {
  await toggle(page).click();
  await expect(panel(page)).toBeVisible();
}

test.describe('the QA panel', () => {
  test('has the mock remember changes by default, and says so on every request', async ({ page }) => {
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (isApi(request)) sent.push(request);
    });
    await start(page, '/agent');
    await expect(agents(page).getByRole('listitem').first()).toBeVisible();
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.map((request) => request.headers()['x-mock-state'])).toEqual(sent.map(() => 'remember'));

    await openPanel(page);
    await expect(panel(page).getByRole('radio', { name: 'Remember changes' })).toBeChecked();
    await expect(panel(page).getByRole('radio', { name: 'Examples only' })).not.toBeChecked();
    await expect(panel(page).getByRole('radio', { name: 'Normal answers' })).toBeChecked();
    await expect(panel(page).getByRole('combobox', { name: 'Failing call' })).toBeDisabled();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('aims an error at one call: its screen fails while another still loads', async ({ page }) => {
    await start(page, '/agent');
    await expect(agents(page).getByRole('listitem').first()).toBeVisible();
    await openPanel(page);
    await panel(page).getByRole('radio', { name: 'An error status' }).check();
    await panel(page).getByRole('searchbox', { name: 'Find a call' }).fill('fetch_list_with_meta');
    await panel(page)
      .getByRole('combobox', { name: 'Failing call' })
      .selectOption({ label: 'GET /agents/fetch_list_with_meta/' });
    // The statuses this call declares, no more.
    await expect(panel(page).getByRole('combobox', { name: 'Error status' }).getByRole('option')).toHaveText([
      '401',
      '500',
    ]);
    await expect(panel(page).getByRole('combobox', { name: 'Error status' })).toHaveValue('500');
    await expect(page.getByRole('alert').filter({ hasText: SERVER_ERROR })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Another screen's calls are answered as usual (the choice is kept across the reload).
    const other: Request[] = [];
    page.on('request', (request) => {
      if (isApi(request)) other.push(request);
    });
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'All Notifications' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Filter' }).selectOption('all');
    await expect(notifications(page).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: SERVER_ERROR })).toHaveCount(0);
    expect(other.filter((request) => request.headers()['prefer'] !== undefined)).toEqual([]);

    // Back on the agents screen, its list still fails: the error is asked for that call alone.
    const list = page.waitForRequest((request) => new URL(request.url()).pathname === AGENTS_LIST);
    await page.goto('/agent');
    expect((await list).headers()['prefer']).toBe('code=500');
    await expect(page.getByRole('alert').filter({ hasText: SERVER_ERROR })).toBeVisible();
  });

  test('resets the mock data and says so', async ({ page }) => {
    await start(page, '/agent');
    await expect(agents(page).getByRole('listitem').first()).toBeVisible();
    await openPanel(page);
    const reset = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/__mock/reset' && response.request().method() === 'POST',
    );
    await panel(page).getByRole('button', { name: 'Reset data' }).click();
    expect((await reset).status()).toBe(200);
    await expect(page.getByText("The mock's data is back to its seed.")).toBeVisible();
    await expect(agents(page).getByRole('listitem').first()).toBeVisible();
  });

  test.describe('with an answer that breaks the contract', () => {
    // The violation below is made on purpose.
    test.use({ allowContractErrors: true });

    test('shows a badge with the count on the QA button and lists it', async ({ page }) => {
      await page.route('**/api/notification/', async (route) => {
        if (route.request().method() !== 'GET') return route.fallback();
        const response = await route.fetch();
        const violations = [
          {
            location: ['response', 'body', 'data'],
            severity: 'Error',
            code: 'type',
            message: 'must be array',
          },
        ];
        return route.fulfill({
          response,
          headers: { ...response.headers(), 'sl-violations': JSON.stringify(violations) },
        });
      });
      await start(page, '/notifications');
      await expect(page.getByRole('heading', { level: 1, name: 'All Notifications' })).toBeVisible();

      const flagged = page.getByRole('button', { name: /^QA, \d+ contract violations?$/ });
      await expect(flagged).toBeVisible();
      await expect(flagged.getByText(/^\d+$/)).toBeVisible();
      await flagged.click();
      const latest = panel(page).getByRole('list', { name: 'Latest contract violations' });
      await expect(latest.getByRole('listitem').first()).toContainText('GET /notification/');
      await expect(latest.getByRole('listitem').first()).toContainText('response.body.data: must be array');
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.unroute('**/api/notification/');
      await panel(page).getByRole('button', { name: 'Clear' }).click();
      await expect(page.getByRole('button', { name: 'QA', exact: true })).toBeVisible();
      await expect(latest).toHaveCount(0);
    });
  });
});
