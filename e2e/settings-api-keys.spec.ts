import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';

// /company-settings?tab=api-keys against the mock: the contract's three keys; creating one
// answers the example key of `POST /api-keys`.
const table = (page: Page) => page.getByRole('table', { name: 'API keys' });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });
const KEY = 'vk_live_d47e9b2c81f0a6e35d7c4b19e8a2f06c';
const STAGING_ID = '6650a1f2c3d4e5f6bcbc0003';

async function open(page: Page) {
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto('/company-settings?tab=api-keys');
  await expect(page.getByRole('heading', { level: 2, name: 'API keys' })).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(4);
}

const request = (page: Page, method: string, path: string) =>
  page.waitForRequest((req) => req.method() === method && new URL(req.url()).pathname.endsWith(path));

test.describe('company settings: API keys', () => {
  test('lists the keys by name and prefix, with when each was created and last used', async ({ page }) => {
    await open(page);
    const sync = row(page, 'Practice management sync');
    await expect(sync).toContainText('vk_live_3f9a…');
    await expect(sync).toContainText('2026');
    await expect(sync).not.toContainText('Never');
    const staging = row(page, 'Staging tests');
    await expect(staging).toContainText('vk_test_51de…');
    await expect(staging).toContainText('Never');
    await expect(page.getByRole('button', { name: 'Revoke Website booking widget' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('creates a key: shown once with a Copy button, gone once the dialog closes', async ({ page }) => {
    test.slow(); // two accessibility scans
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page);
    await page.getByRole('button', { name: 'Create API key' }).click();
    const form = page.getByRole('dialog', { name: 'New API key', exact: true });
    let posted = false;
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname.endsWith('/api-keys')) posted = true;
    });
    await form.getByRole('button', { name: 'Create key' }).click();
    await expect(form.getByText('Please enter a name')).toBeVisible();
    expect(posted).toBe(false);

    await form.getByRole('textbox', { name: 'Name' }).fill('  Zapier automations ');
    const sent = request(page, 'POST', '/api-keys');
    const reread = request(page, 'GET', '/api-keys');
    await form.getByRole('button', { name: 'Create key' }).click();
    expect((await sent).postDataJSON()).toEqual({ name: 'Zapier automations' });
    await reread;

    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    await expect(shown.getByRole('textbox', { name: 'API key' })).toHaveValue(KEY);
    await expect(shown).toContainText('it cannot be shown again');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const status = shown.getByRole('status');
    await expect(status).toHaveText('');
    await shown.getByRole('button', { name: 'Copy' }).click();
    await expect(status).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(KEY);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.content()).not.toContain(KEY);
    // Creating another starts afresh: nothing of the last key or its name is left.
    await page.getByRole('button', { name: 'Create API key' }).click();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(await page.content()).not.toContain(KEY);
  });

  test('a copy the browser refuses says so', async ({ page }) => {
    await open(page);
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    await page.getByRole('button', { name: 'Create API key' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Zapier automations');
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    await shown.getByRole('button', { name: 'Copy' }).click();
    await expect(shown.getByRole('status')).toHaveText(
      'The key could not be copied: select it and copy it yourself.',
    );
  });

  test('a refused creation says why and keeps the name typed', async ({ page }) => {
    await open(page);
    await page.route('**/api-keys', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'The key could not be stored. Please try again.' }),
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Create API key' }).click();
    const form = page.getByRole('dialog', { name: 'New API key', exact: true });
    await form.getByRole('textbox', { name: 'Name' }).fill('Zapier automations');
    await form.getByRole('button', { name: 'Create key' }).click();
    await expect(page.getByText('The key could not be stored. Please try again.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Zapier automations');
    await expect(page.getByRole('dialog', { name: 'Your new API key' })).toHaveCount(0);
  });

  test('revokes a key after a destructive confirmation', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Revoke Staging tests' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke API key' });
    await expect(confirm).toContainText('Revoke "Staging tests" (vk_test_51de…)?');
    const sent = request(page, 'DELETE', `/api-keys/${STAGING_ID}`);
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    expect((await sent).method()).toBe('DELETE');
    await expect(page.getByText('API key revoked')).toBeVisible();
    await expect(confirm).toBeHidden();
  });

  test('an expired session on the list call ends on the sign-in screen with its message, and signing in returns to the keys', async ({
    page,
  }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.route('**/api-keys', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Your session has expired' }),
      }),
    );
    await page.goto('/company-settings?tab=api-keys');
    // The app's 401 flow (DESIGN: errors): token removed, message kept for the login screen,
    // and the way back kept in `next`.
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/company-settings?tab=api-keys')}`);
    await expect(page.getByRole('alert')).toHaveText('Your session has expired');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.unroute('**/api-keys');
    await page.getByLabel('E-mail').fill('maya.thompson@brightsmile-dental.com');
    await page.getByLabel('Password').fill('correct horse');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/company-settings?tab=api-keys');
    await expect(page.getByRole('tab', { name: 'API keys' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('cell', { name: 'Practice management sync', exact: true })).toBeVisible();
  });

  test('a failed list read shows the error with a retry', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    let fail = true;
    await page.route('**/api-keys', (route) =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'The key store is unavailable.' }),
          })
        : route.fallback(),
    );
    await page.goto('/company-settings?tab=api-keys');
    await expect(page.getByRole('alert').filter({ hasText: 'The key store is unavailable.' })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(table(page).getByRole('row')).toHaveCount(4);
  });
});
