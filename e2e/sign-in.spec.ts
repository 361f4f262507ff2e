import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';

test.describe('sign in against the mock', () => {
  test('signing in with any e-mail and password greets the example user', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel('E-mail').fill('someone@example.com');
    await page.getByLabel('Password').fill('any password');
    const login = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect((await login).status()).toBe(200);

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Welcome Back, Maya', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(
      page.getByText('Below is a summary of your recent call activity and spending.'),
    ).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toMatch(/^eyJ/);
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}') as unknown);
    expect(user).toMatchObject({
      firstName: 'Maya',
      lastName: 'Thompson',
      isAuthorized: true,
      isSuperAdmin: false,
    });
  });

  test('the sign-in screen reads its own texts; signed in, the shell reads them all', async ({ page }) => {
    const files: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/locales/')) files.push(pathname);
    });
    await page.goto('/login');
    await expect(page.getByText('Welcome back. Sign in to manage your voice agents.')).toBeVisible();
    expect(files).toEqual(['/locales/en/start.json']);

    await page.getByLabel('E-mail').fill('maya.thompson@brightsmile-dental.com');
    await page.getByLabel('Password').fill('any password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByText('Below is a summary of your recent call activity and spending.'),
    ).toBeVisible();
    expect(files).toEqual(['/locales/en/start.json', '/locales/en/translation.json']);
  });

  test('a bookmark to a screen of the shell, opened signed out, shows it in full text once signed in', async ({
    page,
  }) => {
    const files: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/locales/')) files.push(pathname);
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/dashboard')}`);
    await page.getByLabel('E-mail').fill('maya.thompson@brightsmile-dental.com');
    await page.getByLabel('Password').fill('any password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The shell's texts were asked for while the sign-in screen's were still on their way: they
    // came all the same, not their keys.
    await expect(page.getByTestId('greeting')).toHaveText('Welcome Back, Maya');
    await expect(page.getByTestId('tour').getByRole('button', { name: 'Skip' })).toBeVisible();
    expect(files).toContain('/locales/en/translation.json');
  });

  test('a screen of the shell opened directly reads every text at once', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    const files: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/locales/')) files.push(pathname);
    });
    await page.goto('/dashboard');
    await expect(
      page.getByText('Below is a summary of your recent call activity and spending.'),
    ).toBeVisible();
    expect(files).toEqual(['/locales/en/translation.json']);
  });

  test('empty fields are named, nothing is sent', async ({ page }) => {
    let sent = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) sent = true;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter your e-mail address')).toBeVisible();
    await expect(page.getByText('Please enter your password')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(false);
  });

  test('a guarded page without a token goes to sign-in and back after it', async ({ page }) => {
    await page.goto('/dashboard?range=week');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%3Frange%3Dweek$/);
    await page.getByLabel('E-mail').fill('maya.thompson@brightsmile-dental.com');
    await page.getByLabel('Password').fill('correct horse');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard\?range=week$/);
  });

  test('a failed sign-in shows the server message and keeps what was typed', async ({ page }) => {
    await page.route('**/api/auth/login', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'code=401' } }),
    );
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('maya.thompson@brightsmile-dental.com');
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The contract's 401 example for the call, shown as the server said it.
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('E-mail')).toHaveValue('maya.thompson@brightsmile-dental.com');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
