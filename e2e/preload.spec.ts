import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAs } from './session';

// Route loaders: hovering a sidebar entry asks for its screen's data before any click, and a
// screen whose data is cached paints it at once, without a loading state.

const AGENTS_LIST = '/api/agents/fetch_list_with_meta/';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const agents = (page: Page) => page.getByRole('list', { name: 'Agents' }).getByRole('listitem');
const calls = (page: Page) => page.getByRole('table', { name: 'Calls' }).locator('tr[data-call-id]');

const isAgentsList = (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname === AGENTS_LIST;

/**
 * From now on, notes in the page whether the screen area ever shows a loading state (a busy
 * region, or a status saying it is loading), however briefly.
 */
async function watchLoading(page: Page): Promise<void> {
  await page.evaluate(() => {
    const note = () => {
      const main = document.querySelector('main');
      if (!main) return;
      const statuses = [...main.querySelectorAll('[role="status"]')];
      if (
        main.querySelector('[aria-busy="true"]') ||
        statuses.some((status) => status.textContent.includes('Loading'))
      ) {
        document.documentElement.dataset['loadingSeen'] = 'true';
      }
    };
    note();
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

const loadingSeen = (page: Page) => page.locator('html').getAttribute('data-loading-seen');

test.describe('preloading a screen', () => {
  test("hovering a sidebar entry asks for the screen's data before the click, which then paints it at once", async ({
    page,
  }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.goto('/dashboard');
    const link = nav(page).getByRole('link', { name: 'Agent' });
    await expect(link).toBeVisible();

    const asked = page.waitForRequest(isAgentsList);
    await link.hover();
    const answered = (await asked).response();
    expect((await answered)?.ok()).toBe(true);
    await expect(page).toHaveURL(/\/dashboard$/);

    const later: Request[] = [];
    page.on('request', (request) => {
      if (isAgentsList(request)) later.push(request);
    });
    await watchLoading(page);
    await link.click();
    await expect(agents(page)).toHaveCount(4);
    expect(await loadingSeen(page)).toBeNull();
    expect(later).toEqual([]);
  });

  test('a screen seen before paints from the cache when it is opened again', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.goto('/calls');
    await expect(calls(page).first()).toBeVisible();
    const shown = await calls(page).count();

    await nav(page).getByRole('link', { name: 'Agent' }).click();
    await expect(agents(page)).toHaveCount(4);

    await watchLoading(page);
    await nav(page).getByRole('link', { name: 'Calls' }).click();
    await expect(calls(page)).toHaveCount(shown);
    expect(await loadingSeen(page)).toBeNull();
  });
});
