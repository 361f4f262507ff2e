import { expect, seriousA11yViolations, test } from './fixtures';

// The suite's accessibility check skips rules and runs axe in the page itself: it must still see
// a serious problem when there is one, or every screen's check would pass blind.
test('the accessibility check reports a nameless button and an image without text', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const main = document.querySelector('main');
    const button = document.createElement('button');
    button.id = 'nameless';
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    main?.append(button, image);
  });
  expect(await seriousA11yViolations(page)).toEqual(['button-name: #nameless', 'image-alt: img']);
});
