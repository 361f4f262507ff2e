import type { Page, Request } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';
import { settled } from './settled';

// The guided tour shows to a new user; these tests start as one who has seen it.
const tourSeen = { tourSeen: 'true' };

// The contract's example list: 1 inbound, 2 outbound, 3 balance unread; 4 billing, 5 inbound read.
const ID = (n: number) => `6650a1f2c3d4e5f6cccc000${n}`;
const SERVER_ERROR = 'Something went wrong on our side. Please try again.';

const list = (page: Page) => page.getByRole('list', { name: 'Notifications', exact: true });
const items = (page: Page) => list(page).getByRole('listitem');
const filter = (page: Page) => page.getByRole('combobox', { name: 'Filter' });

/** The PUT /notification/{id} requests the page sends from now on. */
function collectPuts(page: Page): Request[] {
  const puts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname.startsWith('/api/notification/')) {
      puts.push(request);
    }
  });
  return puts;
}

async function openPage(page: Page) {
  await signInAs(page, 'user', tourSeen);
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'All Notifications' })).toBeVisible();
}

test.describe('the notifications page', () => {
  test('shows the unread ones by default and filters All, Calls and Billing', async ({ page }) => {
    await openPage(page);
    await expect(filter(page)).toHaveValue('unread');
    await expect(items(page)).toHaveCount(3);
    await expect(list(page).getByRole('button')).toHaveCount(3);
    await expect(page.getByText('Inbound call answered')).toBeVisible();
    await expect(page.getByText('Payment received')).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await filter(page).selectOption({ label: 'All' });
    await expect(items(page)).toHaveCount(5);
    // Read notifications are plain rows, the unread ones buttons with a highlighted background.
    await expect(list(page).getByRole('button')).toHaveCount(3);
    const unreadBg = await list(page)
      .getByRole('button')
      .first()
      .evaluate((node) => getComputedStyle(node).backgroundColor);
    const readBg = await list(page)
      .locator('[data-read="true"]')
      .first()
      .evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(unreadBg).not.toBe(readBg);

    await filter(page).selectOption({ label: 'Calls' });
    await expect(items(page)).toHaveCount(3);
    await expect(page.getByText('Inbound call answered')).toBeVisible();
    await expect(page.getByText('Campaign call completed')).toBeVisible();
    await expect(page.getByText('Missed call transferred')).toBeVisible();

    await filter(page).selectOption({ label: 'Billing' });
    await expect(items(page)).toHaveCount(2);
    await expect(page.getByText('Low balance')).toBeVisible();
    await expect(page.getByText('Payment received')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a click marks the notification read at once and tells the server', async ({ page }) => {
    await openPage(page);
    const puts = collectPuts(page);
    await filter(page).selectOption('all');
    const first = list(page).getByRole('button', { name: /Inbound call answered/ });
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && response.url().endsWith(`/notification/${ID(1)}`),
    );
    await first.click();
    await expect(first).toHaveCount(0);
    await expect(
      list(page).locator('[data-read="true"]').filter({ hasText: 'Inbound call answered' }),
    ).toBeVisible();
    expect((await answered).status()).toBe(200);
    expect(puts).toHaveLength(1);
    expect(puts[0]?.postData() ?? null).toBeNull();

    await filter(page).selectOption('unread');
    await expect(items(page)).toHaveCount(2);
    // The bell follows the same list.
    await expect(page.getByRole('button', { name: 'Notifications (2 unread)' })).toBeVisible();
  });

  test('Mark all as read sends one PUT per unread notification', async ({ page }) => {
    await openPage(page);
    const puts = collectPuts(page);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByText('No notifications found')).toBeVisible();
    await expect.poll(() => puts.length).toBe(3);
    expect(puts.map((request) => new URL(request.url()).pathname).sort()).toEqual([
      `/api/notification/${ID(1)}`,
      `/api/notification/${ID(2)}`,
      `/api/notification/${ID(3)}`,
    ]);
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await filter(page).selectOption('all');
    await expect(items(page)).toHaveCount(5);
    await expect(list(page).getByRole('button')).toHaveCount(0);
    await settled(page);
    expect(puts).toHaveLength(3);
  });

  test('a failing PUT is only logged: the notification stays read', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.route('**/api/notification/*', (route) =>
      route.request().method() === 'PUT'
        ? route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } })
        : route.continue(),
    );
    await openPage(page);
    const failed = page.waitForResponse((response) => response.request().method() === 'PUT');
    await list(page)
      .getByRole('button', { name: /Low balance/ })
      .click();
    expect((await failed).status()).toBe(500);
    await expect(items(page)).toHaveCount(2);
    await expect(page.getByText('Low balance')).toHaveCount(0);
    await expect.poll(() => logged.some((text) => text.includes(ID(3)))).toBe(true);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('an empty list says so under every filter', async ({ page }) => {
    await page.route('**/api/notification/', (route) => route.fulfill({ json: { data: [] } }));
    await openPage(page);
    await expect(page.getByText('No notifications found')).toBeVisible();
    await filter(page).selectOption('all');
    await expect(page.getByText('No notifications found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a failed list shows the server message and can be tried again', async ({ page }) => {
    const failing = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } });
    await page.route('**/api/notification/', failing);
    await openPage(page);
    await expect(page.getByRole('alert')).toContainText(SERVER_ERROR);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.unroute('**/api/notification/', failing);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(items(page)).toHaveCount(3);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the back button goes back, or to the dashboard when there is no history', async ({ page }) => {
    await openPage(page);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL('/dashboard');

    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('button', { name: 'Show all notifications' }).click();
    await expect(page).toHaveURL('/notifications');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL('/dashboard');
    // A real step back in history: forward returns to the notifications.
    await page.goForward();
    await expect(page).toHaveURL('/notifications');
  });
});
