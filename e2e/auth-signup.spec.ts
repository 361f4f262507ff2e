import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';

const phoneWidth = async (page: Page) => {
  await page.setViewportSize({ width: 390, height: 844 });
};
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function fillValidForm(page: Page) {
  await page.getByLabel('First name').fill('Maya');
  await page.getByLabel('Last name').fill('Thompson');
  await page.getByLabel('E-mail').fill('maya.thompson@brightsmile-dental.com');
  await page.getByLabel('Password').fill('Sm1le-Recall-2026');
  await page.getByLabel('Phone number').fill('+1 (415) 555-0142');
}

test.describe('sign up', () => {
  test('a valid form creates the account, signs in and lands on the dashboard', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await fillValidForm(page);
    const register = page.waitForRequest((request) => request.url().endsWith('/api/auth/register'));
    await page.getByRole('button', { name: 'Create account' }).click();
    const request = await register;
    expect(request.postDataJSON()).toEqual({
      firstName: 'Maya',
      lastName: 'Thompson',
      email: 'maya.thompson@brightsmile-dental.com',
      password: 'Sm1le-Recall-2026',
      phone: '+14155550142',
    });
    expect((await request.response())?.status()).toBe(201);

    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^eyJ/);
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}') as unknown);
    expect(user).toMatchObject({ firstName: 'Maya', lastName: 'Thompson', isAuthorized: true });
  });

  test('every problem is named on its field and nothing is sent', async ({ page }) => {
    let sent = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/register')) sent = true;
    });
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    for (const message of [
      'Please enter your first name',
      'Please enter your last name',
      'Please enter your e-mail address',
      'Please choose a password',
      'Please enter your phone number',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel('First name')).toBeFocused();
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel('First name').fill('Maya');
    await page.getByLabel('Last name').fill('Thompson');
    await page.getByLabel('E-mail').fill('maya@clinic');
    await page.getByLabel('Password').fill('short');
    await page.getByLabel('Phone number').fill('555-CALL');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please enter a valid e-mail address')).toBeVisible();
    await expect(page.getByText('The password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(page.getByText('Please enter your first name')).toBeHidden();
    await expect(page.getByLabel('E-mail')).toBeFocused();
    // Typing into a field clears its message.
    await page.getByLabel('Password').fill('long enough now');
    await expect(page.getByText('The password must be at least 8 characters')).toBeHidden();
    expect(sent).toBe(false);
  });

  test('an address in use shows the server message and keeps what was typed', async ({ page }) => {
    await page.route('**/api/auth/register', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'code=409' } }),
    );
    await page.goto('/signup');
    await fillValidForm(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'An account with this email already exists. Sign in or reset your password.',
    );
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByLabel('First name')).toHaveValue('Maya');
    await expect(page.getByLabel('E-mail')).toHaveValue('maya.thompson@brightsmile-dental.com');
    await expect(page.getByLabel('Password')).toHaveValue('Sm1le-Recall-2026');
    await expect(page.getByLabel('Phone number')).toHaveValue('+1 (415) 555-0142');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('works on a phone', async ({ page }) => {
    await phoneWidth(page);
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await fillValidForm(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('links between the session screens', () => {
  test('sign in, sign up and forgot password lead to each other', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await page.getByRole('link', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/reset_password$/);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Voice Agent Console' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the sign-in screen passes axe and fits a phone, light and dark', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await phoneWidth(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
