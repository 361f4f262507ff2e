import { expect, test } from './fixtures';

// The fixture's guard: Playwright's clock cannot be taken out of a context, so a test that installs
// it in the worker's shared context must fail (and that context is not handed on).
test('a test that installs the clock without a context of its own fails', async ({ page }) => {
  test.fail();
  await page.clock.install();
  await page.goto('/favicon.svg');
});

test.describe('with a context of its own', () => {
  test.use({ ownContext: true });

  test('the clock is allowed', async ({ page }) => {
    await page.clock.install();
    await page.goto('/favicon.svg');
  });
});

test('the next test in the worker gets a context without that clock', async ({ page }) => {
  await page.goto('/favicon.svg');
  expect(await page.evaluate(() => '__pwClock' in window)).toBe(false);
});
