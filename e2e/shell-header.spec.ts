import { expect, test } from './fixtures';
import { signInAs } from './session';

const seen = { tourSeen: 'true' };

test.describe('header', () => {
  test('greets by first name, with the summary sentence only on the dashboard', async ({ page }) => {
    await signInAs(page, 'superAdmin', seen);
    await page.goto('/dashboard');
    await expect(page.getByTestId('greeting')).toHaveText('Welcome Back, Daniel');
    const summary = page.getByText('Below is a summary of your recent call activity and spending.');
    await expect(summary).toBeVisible();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Calls' }).click();
    await expect(page).toHaveURL(/\/calls$/);
    await expect(summary).toHaveCount(0);
  });

  test('falls back to a name when none is stored', async ({ page }) => {
    await signInAs(page, 'user', {
      ...seen,
      // The token's own user (a user info of someone else is replaced by the token's claims).
      userInfo: JSON.stringify({
        id: '6650a1f2c3d4e5f601234567',
        email: 'nobody@example.com',
        isAuthorized: true,
      }),
    });
    await page.goto('/dashboard');
    await expect(page.getByTestId('greeting')).toHaveText('Welcome Back, there');
  });

  test('the user menu shows the user and leads to Company Settings', async ({ page }) => {
    await signInAs(page, 'user', seen);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account menu of Maya Thompson' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Maya Thompson')).toBeVisible();
    await expect(menu.getByText('maya.thompson@brightsmile-dental.com')).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Company Settings' }).click();
    await expect(page).toHaveURL(/\/company-settings$/);
    await expect(page.getByRole('menu')).toBeHidden();
  });

  test('a menu whose code has not come yet cannot be pressed, then works as usual', async ({ page }) => {
    // The menus' code comes after the first paint; hold it back, whatever its chunk is named.
    let arrive = () => {};
    const held = new Promise<void>((resolve) => (arrive = resolve));
    let asked = false;
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('shell.userMenu.companySettings')) {
        asked = true;
        await held;
      }
      await route.fulfill({ response, body });
    });
    await signInAs(page, 'user', seen);
    await page.goto('/dashboard');
    const trigger = page.getByRole('button', { name: 'Account menu of Maya Thompson' });
    await expect(trigger).toBeDisabled();
    await expect.poll(() => asked).toBe(true);
    arrive();
    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('maya.thompson@brightsmile-dental.com')).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'Company Settings' })).toHaveAttribute(
      'data-highlighted',
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/company-settings$/);
  });

  test('the open user menu stays under its button while the page scrolls', async ({ page }) => {
    await signInAs(page, 'user', seen);
    await page.goto('/calls');
    await expect(page.getByText(/^\d+ calls$/)).toBeVisible();
    await page.getByRole('button', { name: /Account menu/ }).click();
    const logout = page.getByRole('menuitem', { name: 'Logout' });
    await expect(logout).toBeVisible();
    // Measured in the same frame as the scroll: a menu laid out on the document would move with
    // the content until it is positioned again, and a click aimed at Logout would land elsewhere.
    const moved = await logout.evaluate((item) => {
      const before = item.getBoundingClientRect().top;
      window.scrollBy(0, 120);
      return { scrolled: window.scrollY, shift: item.getBoundingClientRect().top - before };
    });
    expect(moved.scrolled).toBeGreaterThan(0);
    expect(moved.shift).toBe(0);
  });

  test('the theme switch applies at once and survives a reload', async ({ page }) => {
    await signInAs(page, 'user', seen);
    await page.goto('/dashboard');
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.getByTestId('greeting')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('the language switch tells the server and keeps the choice', async ({ page }) => {
    await signInAs(page, 'user', seen);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /Account menu/ }).click();
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/users/language/'),
    );
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/users/language/'));
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    expect((await sent).postDataJSON()).toEqual({ language: 'es' });
    expect((await answered).status()).toBe(200);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');
  });

  test('a refused language change shows the server message', async ({ page }) => {
    await page.route('**/api/users/language/', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } }),
    );
    await signInAs(page, 'user', seen);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    await expect(page.getByText('Something went wrong on our side. Please try again.')).toBeVisible();
  });
});
