import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';

const RESET_TOKEN = 'rst_9f2a7c41b8e64d0f93a1c5e7';
const phoneWidth = async (page: Page) => {
  await page.setViewportSize({ width: 390, height: 844 });
};
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('forgot password', () => {
  test('asks for an address, sends the link and confirms', async ({ page }) => {
    await page.goto('/reset_password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Please enter your e-mail address')).toBeVisible();

    await page.getByLabel('E-mail').fill('maya.thompson@brightsmile-dental.com');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/auth/forgot-password'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    expect((await sent).postDataJSON()).toEqual({ email: 'maya.thompson@brightsmile-dental.com' });
    await expect(page.getByRole('status')).toContainText(
      'If an account exists for maya.thompson@brightsmile-dental.com, we have sent a link',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a failure shows the server message and keeps the address', async ({ page }) => {
    await page.route('**/api/auth/forgot-password', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } }),
    );
    await page.goto('/reset_password');
    await page.getByLabel('E-mail').fill('maya.thompson@brightsmile-dental.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Something went wrong on our side. Please try again.');
    await expect(page.getByLabel('E-mail')).toHaveValue('maya.thompson@brightsmile-dental.com');
  });

  test('works on a phone', async ({ page }) => {
    await phoneWidth(page);
    await page.goto('/reset_password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('set a new password', () => {
  test('a valid link: both entries must match, then sign in with a success toast', async ({ page }) => {
    const check = page.waitForResponse((response) =>
      response.url().endsWith(`/api/auth/reset-password/${RESET_TOKEN}`),
    );
    await page.goto(`/new_password/${RESET_TOKEN}`);
    expect((await check).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    await expect(page.getByText('For maya.thompson@brightsmile-dental.com')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('The password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Please type the new password again')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill('Bright-Chairs-42');
    await page.getByLabel('Confirm new password').fill('Bright-Chairs-43');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('The two passwords do not match')).toBeVisible();

    await page.getByLabel('Confirm new password').fill('Bright-Chairs-42');
    const reset = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && request.url().endsWith(`/api/auth/reset-password/${RESET_TOKEN}`),
    );
    await page.getByRole('button', { name: 'Save new password' }).click();
    expect((await reset).postDataJSON()).toEqual({ password: 'Bright-Chairs-42' });
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText('Your password has been changed. You can now sign in with it.'),
    ).toBeVisible();
  });

  test('an unknown or expired link shows the server message and a way to ask again', async ({ page }) => {
    await page.route(`**/api/auth/reset-password/${RESET_TOKEN}`, (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'code=404' } }),
    );
    await page.goto(`/new_password/${RESET_TOKEN}`);
    await expect(page.getByRole('alert')).toHaveText(
      'This reset link is invalid or has expired. Please request a new one.',
    );
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/reset_password$/);
  });

  test('a link that is not a reset token is refused without asking the server', async ({ page }) => {
    let asked = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/reset-password/')) asked = true;
    });
    await page.goto('/new_password/short');
    await expect(page.getByRole('alert')).toHaveText(
      'This reset link is invalid or has expired. Please request a new one.',
    );
    expect(asked).toBe(false);
  });

  test('works on a phone, light and dark', async ({ page }) => {
    await phoneWidth(page);
    await page.goto(`/new_password/${RESET_TOKEN}`);
    await expect(page.getByLabel('Confirm new password')).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(page.getByLabel('Confirm new password')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
