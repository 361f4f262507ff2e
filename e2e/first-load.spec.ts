import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAs } from './session';

// A page's first load: the screen's code comes through the router (its route chunks, with Vite's
// modulepreload for what they import) and its texts through i18next. Each file is asked for once,
// and a visitor who only signs in loads nothing of the signed-in shell.

const path = (request: Request) => new URL(request.url()).pathname;

/** How many times each file (not an API call, which a screen may well repeat) was asked for. */
function countRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    if (!path(request).startsWith('/api/')) counts.set(request.url(), (counts.get(request.url()) ?? 0) + 1);
  });
  return counts;
}

const askedTwice = (counts: Map<string, number>) =>
  [...counts].filter(([, times]) => times > 1).map(([file]) => file);
const paths = (counts: Map<string, number>) => [...counts.keys()].map((url) => new URL(url).pathname);
const shellFiles = (counts: Map<string, number>) =>
  paths(counts).filter((file) => file.endsWith('/translation.json') || /^\/assets\/_app-/.test(file));

test.describe('first load', () => {
  test('the sign-in screen reads its own texts, each file once, nothing of the shell', async ({ page }) => {
    const counts = countRequests(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toBeVisible();
    expect(paths(counts)).toContain('/locales/en/start.json');
    expect(shellFiles(counts), "the shell's files").toEqual([]);
    expect(askedTwice(counts), 'files asked for twice').toEqual([]);
  });

  test('a signed-in screen reads every text, each file once', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    const counts = countRequests(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    expect(paths(counts)).toContain('/locales/en/translation.json');
    expect(askedTwice(counts), 'files asked for twice').toEqual([]);
  });

  test('a guarded address without a session shows sign-in, nothing of the shell', async ({ page }) => {
    const counts = countRequests(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=/);
    await expect(page.getByLabel('E-mail')).toBeVisible();
    expect(shellFiles(counts), "the shell's files").toEqual([]);
    expect(askedTwice(counts), 'files asked for twice').toEqual([]);
  });

  test('texts are read in the language the person chose, with English beside them', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'es'));
    const counts = countRequests(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    expect(paths(counts)).toEqual(
      expect.arrayContaining(['/locales/es/start.json', '/locales/en/start.json']),
    );
    expect(askedTwice(counts), 'files asked for twice').toEqual([]);
  });
});
