import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAs } from './session';

// The first load of a screen asks for its code and texts beside the entry, not after it has run
// (scripts/route-preload.mjs): with the entry held back, they are asked for all the same.

const ENTRY = /\/assets\/index-[\w-]+\.js$/;
const path = (request: Request) => new URL(request.url()).pathname;

/** Holds the entry's answer until `release` is called; routing also turns the HTTP cache off. */
async function holdEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens `url` with the entry held back until every file `asked` names has been asked for. */
async function openHoldingEntry(page: Page, url: string, asked: RegExp[]): Promise<void> {
  const release = await holdEntry(page);
  const made = Promise.all(asked.map((file) => page.waitForRequest((request) => file.test(path(request)))));
  const loaded = page.goto(url);
  await made;
  release();
  await loaded;
}

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

test.describe('first load', () => {
  test('the sign-in screen asks for its code and texts while the entry is still on its way', async ({
    page,
  }) => {
    const counts = countRequests(page);
    await openHoldingEntry(page, '/login', [/^\/locales\/en\/start\.json$/, /^\/assets\/login-[\w-]+\.js$/]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toBeVisible();
    expect(askedTwice(counts), 'files asked for twice').toEqual([]);
  });

  test("a signed-in screen asks for the shell's and its own code, and every text, beside the entry", async ({
    page,
  }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    const counts = countRequests(page);
    await openHoldingEntry(page, '/dashboard', [
      /^\/locales\/en\/translation\.json$/,
      /^\/assets\/_app-[\w-]+\.js$/,
      /^\/assets\/dashboard-[\w-]+\.js$/,
    ]);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    expect(askedTwice(counts), 'files asked for twice').toEqual([]);
  });

  test('a guarded address without a session asks for the sign-in screen, nothing of the shell', async ({
    page,
  }) => {
    const counts = countRequests(page);
    await openHoldingEntry(page, '/dashboard', [
      /^\/locales\/en\/start\.json$/,
      /^\/assets\/login-[\w-]+\.js$/,
    ]);
    await expect(page).toHaveURL(/\/login\?next=/);
    await expect(page.getByLabel('E-mail')).toBeVisible();
    const files = [...counts.keys()].map((url) => new URL(url).pathname);
    expect(
      files.filter((file) => file === '/locales/en/translation.json' || /^\/assets\/_app-/.test(file)),
      "the shell's files",
    ).toEqual([]);
    expect(askedTwice(counts), 'files asked for twice').toEqual([]);
  });

  test('texts are asked for in the language the person chose, with English beside them', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'es'));
    const counts = countRequests(page);
    await openHoldingEntry(page, '/login', [/^\/locales\/es\/start\.json$/, /^\/locales\/en\/start\.json$/]);
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    expect(askedTwice(counts), 'files asked for twice').toEqual([]);
  });
});
