import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';

const preferOn = (page: Page, path: string, prefer: string) =>
  page.route(`**/api/${path}`, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer } }),
  );
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

test.describe('Google sign-in', () => {
  test('the button asks for the consent address, keeps next and goes to Google', async ({ page }) => {
    await page.route('https://accounts.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Google</title><h1>Consent</h1>' }),
    );
    await page.goto('/login?next=%2Fcalls');
    const url = page.waitForResponse((response) => response.url().includes('/api/auth/google/url'));
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    expect((await url).status()).toBe(200);
    await expect(page).toHaveURL(/^https:\/\/accounts\.google\.com\/o\/oauth2\/v2\/auth\?/);

    // Google sends the browser back with a code: the kept page is honoured.
    await page.goto('/oauth/callback?code=4%2F0AeanS0b7kQx2v9&state=c3RhdGUtOWYyYQ');
    await expect(page).toHaveURL(/\/calls$/);
    expect(await storedToken(page)).toMatch(/^eyJ/);
  });

  test('a failure to get the consent address is shown on the button', async ({ page }) => {
    await preferOn(page, 'auth/google/url', 'code=500');
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('alert')).toHaveText('Something went wrong on our side. Please try again.');
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('the callback exchanges the code and lands on the dashboard', async ({ page }) => {
    const exchange = page.waitForRequest((request) => request.url().endsWith('/api/auth/google/callback'));
    await page.goto('/oauth/callback?code=abc');
    expect((await exchange).postDataJSON()).toEqual({ code: 'abc' });
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await storedToken(page)).toMatch(/^eyJ/);
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}') as unknown);
    expect(user).toMatchObject({ firstName: 'Maya', isAuthorized: true });
  });

  test('a hostile kept page lands on the dashboard', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('oauthNext', '//evil.example/steal'));
    await page.goto('/oauth/callback?code=abc');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a refused code shows the message and offers the way back', async ({ page }) => {
    await preferOn(page, 'auth/google/callback', 'code=401');
    await page.goto('/oauth/callback?code=abc');
    await expect(page.getByRole('alert')).toHaveText('Google authentication failed');
    expect(await storedToken(page)).toBeNull();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a failure resets a session that was there before', async ({ page }) => {
    await signInAs(page);
    await preferOn(page, 'auth/google/callback', 'code=500');
    await page.goto('/oauth/callback?code=abc');
    await expect(page.getByRole('alert')).toHaveText('Something went wrong on our side. Please try again.');
    expect(await storedToken(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  });

  test('an answer without a message falls back to the defaults of both flows', async ({ page }) => {
    await page.route('**/api/auth/google/**', (route) =>
      route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad gateway' }),
    );
    await page.goto('/oauth/callback?code=abc');
    await expect(page.getByRole('alert')).toHaveText('Google authentication failed');
    await page.goto('/oauth/callback#access_token=ya29.a0AfB_byC3xQ9mK2pL7vR4tN8sW1yZ6hJ0dF5gU');
    await expect(page.getByRole('alert')).toHaveText('Google token authentication failed');
  });

  test('the token flow signs in with the access token of the fragment', async ({ page }) => {
    const login = page.waitForRequest((request) => request.url().endsWith('/api/auth/google/login'));
    await page.goto(
      '/oauth/callback#access_token=ya29.a0AfB_byC3xQ9mK2pL7vR4tN8sW1yZ6hJ0dF5gU&token_type=Bearer',
    );
    expect((await login).postDataJSON()).toEqual({ token: 'ya29.a0AfB_byC3xQ9mK2pL7vR4tN8sW1yZ6hJ0dF5gU' });
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a declined consent sends nothing and says so', async ({ page }) => {
    let asked = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/google')) asked = true;
    });
    await page.goto('/oauth/callback?error=access_denied');
    await expect(page.getByRole('alert')).toHaveText('Google authentication failed');
    expect(asked).toBe(false);
  });

  test('the working and failed states fit a phone and pass axe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/google/callback', async (route) => {
      await held;
      await route.continue({ headers: { ...route.request().headers(), prefer: 'code=401' } });
    });
    await page.goto('/oauth/callback?code=abc');
    await expect(page.getByRole('status')).toHaveText('Signing you in with Google…');
    expect(await seriousA11yViolations(page)).toEqual([]);
    release();
    await expect(page.getByRole('alert')).toHaveText('Google authentication failed');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
