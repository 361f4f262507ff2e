import { expect, test } from './fixtures';
import { signInAs } from './session';

test.describe('phone layout (390 px)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'user', { tourSeen: 'true' });
  });

  test('the menu button opens the slide-in menu, which locks the page and closes on navigation', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('greeting')).toHaveText('Hi, Maya');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();

    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Maya Thompson')).toBeVisible();
    await expect(drawer.getByText('M', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const nav = drawer.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByRole('link', { name: /Documentation/ })).toHaveAttribute('target', '_blank');

    const group = nav.getByRole('button', { name: 'Phone Numbers' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await group.click();
    await nav.getByRole('link', { name: 'Reserved' }).click();
    await expect(page).toHaveURL(/\/phonenumbers\/reserved$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Reserved numbers' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    // Open again: the group is open on its own route.
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(nav.getByRole('button', { name: 'Phone Numbers' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Reserved' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Close the menu' }).click();
    await expect(drawer).toBeHidden();
  });

  test('the search opens on a row of its own', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const box = page.getByRole('combobox', { name: 'Search screens, agents and contacts' });
    await expect(box).toBeVisible();
    const rect = await box.boundingBox();
    expect(rect && rect.x >= 0 && rect.x + rect.width <= 390).toBe(true);
    await box.fill('calls');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/calls$/);
  });
});
