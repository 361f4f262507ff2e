import { expect, test } from './fixtures';
import { signInAs } from './session';

test.describe('session flows', () => {
  test('a 401 removes the token and shows its message on the login screen', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    // Every answer of the mock becomes the contract's 401 example.
    await page.addInitScript(() =>
      localStorage.setItem('qaMode', JSON.stringify({ mode: 'error', status: 401, latencyMs: 0 })),
    );
    await page.goto('/notifications');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('alert')).toHaveText('Your session has expired. Please sign in again.');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('the saved language is applied on load', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true', language: 'es' });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});
