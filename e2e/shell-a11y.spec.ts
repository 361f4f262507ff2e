import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';

for (const width of [1280, 390]) {
  for (const theme of ['light', 'dark']) {
    test(`the dashboard at ${width} px in the ${theme} theme has no serious accessibility problem`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await signInAs(page, 'user', { theme, tourSeen: 'true' });
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      // The theme's tokens come from its stylesheet (chakra-global.gen.css), not from Emotion.
      await expect(page.locator('body')).toHaveCSS(
        'color',
        theme === 'dark' ? 'rgb(250, 250, 250)' : 'rgb(9, 9, 11)',
      );
      await expect(page.locator('style[data-emotion*="global"]')).toHaveCount(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      if (width === 390) {
        await page.getByRole('button', { name: 'Open the menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        // The check itself waits for the slide-in (a finite animation) to end before reading colours.
        expect(await seriousA11yViolations(page)).toEqual([]);
      } else {
        await page.getByRole('button', { name: /Account menu/ }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        expect(await seriousA11yViolations(page)).toEqual([]);
      }
    });
  }
}

test('the open search and the tour have no serious accessibility problem', async ({ page }) => {
  await signInAs(page, 'user');
  await page.goto('/dashboard');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog')).toContainText('Step 2 of 3');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('combobox', { name: 'Search screens, agents and contacts' }).fill('re');
  await expect(
    page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
  ).toBeVisible();
  await page.keyboard.press('ArrowDown');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

// Toasts mount once the first screen is up and the page idle: a screen reader hears a toast only
// when its live region was on the page before it.
test("on /dashboard the toasts' live region is in place before any toast", async ({ page }) => {
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const region = page.locator('[data-scope="toast"][data-part="group"]');
  await expect(region).toHaveAttribute('aria-live', 'polite');
  await expect(region.locator('[data-part="root"]')).toHaveCount(0);
});

// Outside the shell a toast only follows what the user does: its runtime waits for the first input.
test("on /login the toasts' live region comes with the first input, before any toast", async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const region = page.locator('[data-scope="toast"][data-part="group"]');
  await page.waitForLoadState('networkidle');
  await expect(region, 'a visit that only looks loads nothing of the toasts').toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(region).toHaveAttribute('aria-live', 'polite');
  await expect(region.locator('[data-part="root"]')).toHaveCount(0);
});
