import { expect, seriousA11yViolations, test } from './fixtures';

// The suite's accessibility check skips rules and runs axe in the page itself: it must still see
// a serious problem when there is one, or every screen's check would pass blind.
test('the accessibility check reports a nameless button, an image without text, faint text', async ({
  page,
}) => {
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
  // Checked again in the same document (axe already in it, its colours already parsed once), two
  // texts in a colour too faint for their background, one written another way.
  await page.evaluate(() => {
    const faint = (id: string, color: string) => {
      const text = document.createElement('p');
      text.id = id;
      text.textContent = 'Hard to read';
      text.style.color = color;
      text.style.background = '#ffffff';
      return text;
    };
    document.querySelector('main')?.append(faint('faint', '#c8c8c8'), faint('fainter', 'rgb(200 200 200)'));
  });
  expect(await seriousA11yViolations(page)).toEqual([
    'button-name: #nameless',
    'color-contrast: #faint, #fainter',
    'image-alt: img',
  ]);
});
