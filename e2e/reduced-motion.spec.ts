import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAs } from './session';

// Who asks the system for less motion gets menus and dialogs that appear at once; others keep the
// short animations. (The rest of the suite runs with less motion asked, see playwright.config.ts.)
async function openAccountMenu(page: Page) {
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu of Maya Thompson' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu.evaluate((element) => {
    const style = getComputedStyle(element);
    return { animation: style.animationName, seconds: parseFloat(style.animationDuration) };
  });
}

test.describe('with less motion asked for', () => {
  test.use({ reducedMotion: 'reduce' });
  test('a menu opens without its animation, and closes', async ({ page }) => {
    const { seconds } = await openAccountMenu(page);
    expect(seconds).toBeLessThan(0.001);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  });
});

test.describe('with no preference', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('a menu opens with its short animation', async ({ page }) => {
    const { animation, seconds } = await openAccountMenu(page);
    expect(animation).not.toBe('none');
    expect(seconds).toBeGreaterThanOrEqual(0.05);
  });
});
