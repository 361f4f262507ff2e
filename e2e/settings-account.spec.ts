import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAs } from './session';

// /company-settings: the profile, company and preferences tabs against the mock. GET /users/{id}
// is answered with the signed-in user's own record (as the server would, and as the contract's
// example is), so that the profile tests do not hang on which user the example shows.
const MAYA_ID = '6650a1f2c3d4e5f601234567';
const maya = {
  id: MAYA_ID,
  firstName: 'Maya',
  lastName: 'Thompson',
  email: 'maya.thompson@brightsmile-dental.com',
  phone: '+14155550142',
  role: 'company_admin',
  roleId: '6650a1f2c3d4e5f677770001',
  company: '6650a1f2c3d4e5f6aaaa0001',
  language: 'en',
  avatar: '',
  status: 'active',
  isSuperAdmin: false,
  lastLoginAt: '2026-11-20T15:58:12Z',
  createdAt: '2026-01-12T17:04:00Z',
  updatedAt: '2026-11-02T10:15:00Z',
};

const section = (page: Page, name: string) => page.getByRole('region', { name });
const fails = (message: string) => ({ status: 500, json: { message } });

const request = (page: Page, method: string, path: string): Promise<Request> =>
  page.waitForRequest((req) => req.method() === method && new URL(req.url()).pathname === `/api${path}`);

async function openTab(page: Page, tab: 'profile' | 'company' | 'preferences') {
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.route(`**/api/users/${MAYA_ID}`, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: { data: maya } }) : route.fallback(),
  );
  await page.goto(tab === 'profile' ? '/company-settings' : `/company-settings?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Company settings' })).toBeVisible();
}

test.describe('profile tab', () => {
  test('edits the profile: the whole user is sent and the greeting shows the new name at once', async ({
    page,
  }) => {
    await openTab(page, 'profile');
    const profile = section(page, 'Your profile');
    await expect(profile.getByText('maya.thompson@brightsmile-dental.com')).toBeVisible();
    await expect(profile.getByLabel('First name')).toHaveValue('Maya');
    await expect(page.getByTestId('greeting')).toHaveText('Welcome Back, Maya');

    await profile.getByLabel('First name').fill('Mia');
    await profile.getByLabel('Phone number').fill('555-0142');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(profile.getByText('Please enter a valid phone number')).toBeVisible();

    await profile.getByLabel('Phone number').fill('+14155550199');
    const sent = request(page, 'PUT', `/users/${MAYA_ID}`);
    await profile.getByRole('button', { name: 'Save' }).click();
    expect((await sent).postDataJSON()).toEqual({
      firstName: 'Mia',
      lastName: 'Thompson',
      email: 'maya.thompson@brightsmile-dental.com',
      phone: '+14155550199',
      roleId: '6650a1f2c3d4e5f677770001',
      language: 'en',
      avatar: '',
      status: 'active',
    });
    await expect(page.getByText('User updated successfully')).toBeVisible();
    await expect(page.getByTestId('greeting')).toHaveText('Welcome Back, Mia');
    await expect(profile.getByLabel('First name')).toHaveValue('Mia');
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toContain('"firstName":"Mia"');
  });

  test('switching the language saves it and switches the console', async ({ page }) => {
    await openTab(page, 'profile');
    const profile = section(page, 'Your profile');
    await profile.getByLabel('Language').selectOption({ label: 'Español' });
    const sent = request(page, 'PUT', `/users/${MAYA_ID}`);
    await profile.getByRole('button', { name: 'Save' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ firstName: 'Maya', language: 'es' });
    await expect(page.getByRole('heading', { level: 1, name: 'Configuración de la empresa' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Tu perfil' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');
  });

  test('a failed save shows the server message and keeps what was typed', async ({ page }) => {
    await openTab(page, 'profile');
    const profile = section(page, 'Your profile');
    await page.route(`**/api/users/${MAYA_ID}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill(fails('The profile service is unavailable.'))
        : route.fallback(),
    );
    await profile.getByLabel('Last name').fill('Thompson-Reyes');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The profile service is unavailable.')).toBeVisible();
    await expect(profile.getByLabel('Last name')).toHaveValue('Thompson-Reyes');
    await expect(profile.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(page.getByTestId('greeting')).toHaveText('Welcome Back, Maya');
  });

  test('changes the password: a mismatch is refused with the sign-up message, then it is sent', async ({
    page,
  }) => {
    await openTab(page, 'profile');
    const password = section(page, 'Password');
    let posted = false;
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/api/auth/change-password')) posted = true;
    });
    await password.getByLabel('Current password').fill('Sm1le-Recall-2026');
    await password.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
    await password.getByLabel('Confirm new password').fill('Bright-Chairs-43');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('The password must be at least 8 characters')).toBeVisible();
    await expect(password.getByText('The two passwords do not match')).toBeVisible();
    await password.getByRole('textbox', { name: 'New password', exact: true }).fill('Bright-Chairs-42');
    await expect(password.getByText('The password must be at least 8 characters')).toBeHidden();
    await expect(password.getByText('The two passwords do not match')).toBeVisible();
    expect(posted).toBe(false);

    await password.getByLabel('Confirm new password').fill('Bright-Chairs-42');
    await expect(password.getByText('The two passwords do not match')).toBeHidden();
    const sent = request(page, 'POST', '/auth/change-password');
    await password.getByRole('button', { name: 'Change password' }).click();
    expect((await sent).postDataJSON()).toEqual({
      currentPassword: 'Sm1le-Recall-2026',
      newPassword: 'Bright-Chairs-42',
    });
    await expect(page.getByText('Password changed successfully')).toBeVisible();
    await expect(password.getByLabel('Current password')).toHaveValue('');
    await expect(password.getByRole('textbox', { name: 'New password', exact: true })).toHaveValue('');
  });

  test.describe('a refused password', () => {
    // The 422 below is the contract's own answer to a wrong current password, on purpose.
    test.use({ allowContractErrors: true });

    test('shows the server message and keeps the fields', async ({ page }) => {
      await openTab(page, 'profile');
      const password = section(page, 'Password');
      await page.route('**/api/auth/change-password', (route) =>
        route.fulfill({ status: 422, json: { message: 'The current password is not correct.' } }),
      );
      await password.getByLabel('Current password').fill('wrong-password');
      await password.getByRole('textbox', { name: 'New password', exact: true }).fill('Bright-Chairs-42');
      await password.getByLabel('Confirm new password').fill('Bright-Chairs-42');
      await password.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('The current password is not correct.')).toBeVisible();
      await expect(password.getByLabel('Current password')).toHaveValue('wrong-password');
      await expect(password.getByRole('textbox', { name: 'New password', exact: true })).toHaveValue(
        'Bright-Chairs-42',
      );
      await expect(password.getByLabel('Confirm new password')).toHaveValue('Bright-Chairs-42');
    });
  });
});

test.describe('company tab', () => {
  test('edits the company, sending only what a company may change', async ({ page }) => {
    await openTab(page, 'company');
    const details = section(page, 'Company details');
    await expect(details.getByLabel('Company name')).toHaveValue('BrightSmile Dental Group');
    const account = section(page, 'Account');
    await expect(account).toContainText('Growth');
    await expect(account).toContainText('Active');
    await expect(account).toContainText('$18.40');

    await details.getByLabel('Company name').fill('BrightSmile Dental');
    await details.getByLabel('Website').fill('brightsmile');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(
      details.getByText('Please enter a valid URL, starting with http:// or https://'),
    ).toBeVisible();
    await details.getByLabel('Website').fill('https://brightsmile.example.com');
    await details.getByLabel('Time zone').selectOption('America/Denver');
    const sent = request(page, 'POST', '/update_company/');
    await details.getByRole('button', { name: 'Save' }).click();
    expect((await sent).postDataJSON()).toEqual({
      name: 'BrightSmile Dental',
      email: 'office@brightsmile-dental.com',
      phone: '+14155550110',
      address: '2150 Mission St, Suite 300, San Francisco, CA 94110',
      website: 'https://brightsmile.example.com',
      timeZone: 'America/Denver',
      currency: 'USD',
    });
    await expect(page.getByText('Company updated successfully')).toBeVisible();
  });

  test('a failed save shows the server message and keeps what was typed', async ({ page }) => {
    await openTab(page, 'company');
    const details = section(page, 'Company details');
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/update_company/', async (route) => {
      await held;
      await route.fulfill(fails('The company could not be updated right now.'));
    });
    await details.getByLabel('Address').fill('500 Market St, San Francisco, CA 94105');
    await details.getByRole('button', { name: 'Save' }).click();
    // While the server has not answered, Save cannot be pressed again.
    await expect(details.getByRole('button', { name: 'Save' })).toBeDisabled();
    answer();
    await expect(page.getByText('The company could not be updated right now.')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(details.getByLabel('Address')).toHaveValue('500 Market St, San Francisco, CA 94105');
  });

  test('a failed read shows the error with a retry', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    // Down until the error is on screen: how many reads that takes (the route's, its one retry, the
    // screen's own on mount) depends on how soon the screen mounts.
    let down = true;
    await page.route('**/api/company/get_company/', (route) =>
      down ? route.fulfill(fails('The company service is down.')) : route.fallback(),
    );
    await page.goto('/company-settings?tab=company');
    await expect(page.getByText('The company service is down.')).toBeVisible();
    down = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(section(page, 'Company details').getByLabel('Company name')).toHaveValue(
      'BrightSmile Dental Group',
    );
  });
});

test.describe('preferences tab', () => {
  test('saves the display preferences (only their fields) and applies the theme', async ({ page }) => {
    await openTab(page, 'preferences');
    const display = section(page, 'Display');
    await expect(display.getByLabel('Time zone')).toHaveValue('America/Los_Angeles');
    await display.getByLabel('Theme').selectOption({ label: 'Dark' });
    await display.getByLabel('Time zone').selectOption('America/New_York');
    const sent = request(page, 'POST', '/update_preference/');
    await display.getByRole('button', { name: 'Save' }).click();
    expect((await sent).postDataJSON()).toEqual({
      theme: 'dark',
      timeZone: 'America/New_York',
      currency: 'USD',
    });
    await expect(page.getByText('Preferences saved')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);
  });

  test('saves the notifications as a whole', async ({ page }) => {
    await openTab(page, 'preferences');
    const notifications = section(page, 'Notifications');
    await notifications.getByText('Also send them by e-mail').click();
    await notifications.getByText('Outbound (campaign) calls').click();
    await notifications.getByLabel('Low-balance alert under').fill('35');
    const sent = request(page, 'POST', '/update_preference/');
    await notifications.getByRole('button', { name: 'Save' }).click();
    expect((await sent).postDataJSON()).toEqual({
      notifications: {
        inApp: true,
        email: false,
        inbound: true,
        outbound: false,
        balance: true,
        billing: true,
        lowBalanceThreshold: 35,
      },
    });
    await expect(page.getByText('Preferences saved')).toBeVisible();
  });

  test('a failed save shows the server message and keeps what was chosen', async ({ page }) => {
    await openTab(page, 'preferences');
    const display = section(page, 'Display');
    await page.route('**/api/update_preference/', (route) =>
      route.fulfill(fails('Preferences are read-only during maintenance.')),
    );
    await display.getByLabel('Currency').fill('EUR');
    await display.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Preferences are read-only during maintenance.')).toBeVisible();
    await expect(display.getByLabel('Currency')).toHaveValue('EUR');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });
});
