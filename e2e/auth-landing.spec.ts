import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('landing page', () => {
  test('says what the console is and leads to sign in and sign up', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Voice Agent Console/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Voice agents that answer and place your company's calls",
    );
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('someone signed in is offered the dashboard instead', async ({ page }) => {
    await signInAs(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Go to dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('fits a phone and passes axe, light and dark', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
