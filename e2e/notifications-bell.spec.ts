import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';
import { settled } from './settled';

// The guided tour shows to a new user; these tests start as one who has seen it.
const tourSeen = { tourSeen: 'true' };

// The header is built elsewhere: find the bell only by its accessible name.
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const dropdown = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const unreadItems = (page: Page) =>
  dropdown(page).getByRole('list', { name: 'Unread notifications' }).getByRole('listitem');

const isListRequest = (url: string, method: string) =>
  method === 'GET' && new URL(url).pathname === '/api/notification/';

async function openDashboard(page: Page) {
  await signInAs(page, 'user', tourSeen);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('the notification bell', () => {
  test('shows a red dot while anything is unread', async ({ page }) => {
    await openDashboard(page);
    await expect(bell(page)).toHaveAccessibleName('Notifications (3 unread)');
    await expect(bell(page).getByTestId('notification-dot')).toBeVisible();
  });

  test('opens a dropdown of the unread notifications, refetched on open', async ({ page }) => {
    await openDashboard(page);
    await expect(bell(page)).toHaveAccessibleName('Notifications (3 unread)');
    const refetch = page.waitForRequest((request) => isListRequest(request.url(), request.method()));
    await bell(page).click();
    await refetch;
    await expect(dropdown(page)).toBeVisible();
    await expect(unreadItems(page)).toHaveCount(3);
    for (const title of ['Inbound call answered', 'Campaign call completed', 'Low balance']) {
      await expect(dropdown(page).getByText(title)).toBeVisible();
    }
    await expect(dropdown(page).getByText('Payment received')).toHaveCount(0);
    const width = await dropdown(page).evaluate((node) => node.getBoundingClientRect().width);
    expect(width).toBeGreaterThanOrEqual(288);
    expect(width).toBeLessThanOrEqual(320);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The close button.
    await dropdown(page).getByRole('button', { name: 'Close' }).click();
    await expect(dropdown(page)).toHaveCount(0);

    // A click outside.
    await bell(page).click();
    await expect(dropdown(page)).toBeVisible();
    // The top left corner of the page heading: outside the dropdown, and nothing happens there.
    await page.getByRole('heading', { level: 1 }).click({ position: { x: 2, y: 2 } });
    await expect(dropdown(page)).toHaveCount(0);

    // Escape.
    await bell(page).click();
    await expect(dropdown(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dropdown(page)).toHaveCount(0);
  });

  test("'Show all notifications' goes to /notifications", async ({ page }) => {
    await openDashboard(page);
    await bell(page).click();
    await dropdown(page).getByRole('button', { name: 'Show all notifications' }).click();
    await expect(page).toHaveURL('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'All Notifications' })).toBeVisible();
    await expect(dropdown(page)).toHaveCount(0);
  });

  test('a click on an unread item marks it read and tells the server', async ({ page }) => {
    await openDashboard(page);
    await bell(page).click();
    await expect(unreadItems(page)).toHaveCount(3);
    const put = page.waitForRequest(
      (request) =>
        request.method() === 'PUT' && request.url().endsWith('/api/notification/6650a1f2c3d4e5f6cccc0002'),
    );
    await dropdown(page)
      .getByRole('button', { name: /Campaign call completed/ })
      .click();
    await expect(unreadItems(page)).toHaveCount(2);
    await put;
    await expect(bell(page)).toHaveAccessibleName('Notifications (2 unread)');
  });

  test("with nothing unread: no dot and 'No notifications'", async ({ page }) => {
    await page.route('**/api/notification/', (route) => route.fulfill({ json: { data: [] } }));
    await openDashboard(page);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(bell(page).getByTestId('notification-dot')).toHaveCount(0);
    await bell(page).click();
    await expect(dropdown(page).getByText('No notifications')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a failed list shows its message in the dropdown, with a retry', async ({ page }) => {
    await page.route('**/api/notification/', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } }),
    );
    await openDashboard(page);
    await bell(page).click();
    await expect(dropdown(page).getByRole('alert')).toContainText(
      'Something went wrong on our side. Please try again.',
    );
    await page.unroute('**/api/notification/');
    await dropdown(page).getByRole('button', { name: 'Try again' }).click();
    await expect(unreadItems(page)).toHaveCount(3);
  });

  test('nothing is fetched without a token', async ({ page }) => {
    let fetched = false;
    page.on('request', (request) => {
      if (isListRequest(request.url(), request.method())) fetched = true;
    });
    await page.goto('/playcall');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
    expect(fetched).toBe(false);
  });
});
