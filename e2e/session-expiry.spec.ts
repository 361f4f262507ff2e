import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAs, USER_TOKEN } from './session';

// The mock signs its own tokens and refuses to renew one that has run out (mocks/state/session.mjs).
const EXPIRED = 'Your session has expired. Please sign in again.';
// REFRESH_CHECK_INTERVAL_MS of src/features/auth/token-refresher.ts.
const REFRESH_CHECK_INTERVAL_MS = 60_000;

const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

function expiredToken(): string {
  const [header] = USER_TOKEN.split('.');
  const now = Math.floor(Date.now() / 1000);
  const claims = { ...claimsOf(USER_TOKEN), iat: now - 7200, exp: now - 3600 };
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;
}

const refreshAnswer = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/users/refresh');
// The mock refuses every call made with a token that has run out, the refresh among them: whichever
// the console makes first.
const firstRefusal = (page: Page) =>
  page.waitForResponse(
    (response) => new URL(response.url()).pathname.startsWith('/api/') && response.status() === 401,
  );
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

async function signInThroughTheForm(page: Page) {
  await page.getByLabel('E-mail').fill('maya.thompson@brightsmile-dental.com');
  await page.getByLabel('Password').fill('correct horse');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('an expired session', () => {
  test('is not renewed: its calls are refused and sign-in shows why, then leads back', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true', token: expiredToken() });
    const refused = firstRefusal(page);
    await page.goto('/calls');

    expect(await (await refused).json()).toEqual({ message: EXPIRED });
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/calls')}`);
    await expect(page.getByRole('alert')).toHaveText(EXPIRED);
    expect(await storedToken(page)).toBeNull();

    await signInThroughTheForm(page);
    await expect(page).toHaveURL('/calls');
    await expect(page.getByRole('heading', { level: 1, name: 'Calls' })).toBeVisible();
  });
});

test.describe('a session signed in with a short lifetime', () => {
  // The refresh runs on a timer: the page clock drives it.
  test.use({ ownContext: true });

  test('is renewed while valid, and ends on sign-in once it has run out', async ({ page }) => {
    await page.context().setExtraHTTPHeaders({ 'X-Mock-Token-Ttl': '5' });
    await page.clock.install();
    await page.addInitScript(() => localStorage.setItem('tourSeen', 'true'));
    await page.goto('/calls');
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/calls')}`);

    // Shorter than the refresh margin: the shell renews it at once, for as short again.
    const renewed = refreshAnswer(page);
    await signInThroughTheForm(page);
    await expect(page).toHaveURL('/calls');
    const renewal = await renewed;
    expect(renewal.status()).toBe(200);
    const { data: token } = (await renewal.json()) as { data: string };
    await expect.poll(() => storedToken(page)).toBe(token);
    // Listening from here: on a slow machine the calls screen may still be fetching when the token
    // runs out, and that call is then the first refused, before the refresh timer fires.
    const refused = firstRefusal(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Calls' })).toBeVisible();

    // The mock's time, not the page's: the token runs out in real time.
    const runsOut = Number(claimsOf(token).exp) * 1000;
    await expect.poll(() => Date.now() >= runsOut, { timeout: 10_000 }).toBe(true);
    await page.clock.fastForward(REFRESH_CHECK_INTERVAL_MS);

    expect(await (await refused).json()).toEqual({ message: EXPIRED });
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/calls')}`);
    await expect(page.getByRole('alert')).toHaveText(EXPIRED);
    expect(await storedToken(page)).toBeNull();
  });
});
