import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { useOwnData } from './mock-state';

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

test.describe('sign up and verify', () => {
  // A wrong code is a 422 the contract declares, on purpose.
  test.use({ allowContractErrors: true });

  test('a valid form creates the account, verifies the e-mail and lands on the dashboard', async ({
    page,
  }) => {
    // The code check is the state server's (the shared data set answers with examples only).
    await useOwnData(page);
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

    // The account exists and the session has started; the address is confirmed with a code.
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail address' })).toBeVisible();
    await expect(
      page.getByText('We sent a 6-digit code to maya.thompson@brightsmile-dental.com.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Send a new code in \d+ seconds/ })).toBeDisabled();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText('Please enter the code from the e-mail')).toBeVisible();
    await expect(page.getByLabel('Verification code')).toBeFocused();

    await page.getByLabel('Verification code').fill('111111');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The code is invalid or has expired. Request a new one.',
    );
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByLabel('Verification code')).toHaveValue('111111');

    await page.getByLabel('Verification code').fill('482 913');
    const verify = page.waitForRequest((request) => request.url().endsWith('/api/auth/verify'));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    expect((await verify).postDataJSON()).toEqual({
      email: 'maya.thompson@brightsmile-dental.com',
      code: '482913',
    });
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^eyJ/);
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}') as unknown);
    expect(user).toMatchObject({ firstName: 'Maya', lastName: 'Thompson', isAuthorized: true });
  });
});

test.describe('sign up', () => {
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
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail address' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // Verifying later still leaves the new account signed in (the register call started the session).
    await page.getByRole('button', { name: 'Verify later and go to the dashboard' }).click();
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
