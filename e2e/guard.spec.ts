import { expect, test } from './fixtures';
import { routerRoutes, routesBeyondSpec, specRoutes } from './routes';
import { signInAs } from './session';

const spec = specRoutes();
const beyond = routesBeyondSpec();
const routes = [...spec, ...beyond];
const sorted = (list: readonly string[]) => [...list].sort();

test.describe('the route guard', () => {
  test('knows the routes of the spec and, listed apart, the routes beyond it: no other', () => {
    expect(spec.length).toBeGreaterThan(0);
    const specPaths = new Set(spec.map((row) => row.route));
    expect(beyond.filter((row) => specPaths.has(row.route)).map((row) => row.route)).toEqual([]);
    expect(sorted(routerRoutes())).toEqual(sorted(routes.map((row) => row.route)));
  });

  for (const { route, path } of routes.filter((row) => row.guard === 'token')) {
    test(`${route} without a token goes to /login with next`, async ({ page }) => {
      // A query no screen reads (a link from an e-mail campaign) must survive the detour.
      await page.goto(`${path}?utm_source=newsletter`);
      await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`${path}?utm_source=newsletter`)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    });
  }

  test('a settings tab asked for without a token is where signing in leads', async ({ page }) => {
    await page.goto('/company-settings?tab=billing');
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/company-settings?tab=billing')}`);
    await page.getByLabel('E-mail').fill('maya.thompson@brightsmile-dental.com');
    await page.getByLabel('Password').fill('correct horse');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/company-settings?tab=billing');
    await expect(page.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
  });

  for (const { route, path } of routes.filter((row) => row.guard === 'none')) {
    test(`${route} has no guard`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('after sign-in the user lands on the page wanted', async ({ page }) => {
    await page.goto('/calls?agentId=6650a1f2c3d4e5f6bbbb0001');
    await page.getByLabel('E-mail').fill('maya.thompson@brightsmile-dental.com');
    await page.getByLabel('Password').fill('correct horse');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/calls?agentId=6650a1f2c3d4e5f6bbbb0001');
  });

  // An id made of digits only (a well-formed one: the calls screen sends it in its filter) reads
  // as a number, and would lose digits if it were parsed as one.
  const DIGITS_ID = '665012345678901234567890';

  test('an address with a number in it comes back exactly as typed', async ({ page }) => {
    await page.goto(`/calls?agentId=${DIGITS_ID}`);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/calls?agentId=${DIGITS_ID}`)}`);
    await page.getByLabel('E-mail').fill('maya.thompson@brightsmile-dental.com');
    await page.getByLabel('Password').fill('correct horse');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(`/calls?agentId=${DIGITS_ID}`);
  });

  test('an address that looks like JSON, a boolean or a plus keeps its text', async ({ page }) => {
    const typed = `/calls?agentId=${DIGITS_ID}&q=%227%22&phone=%2B14155550100&flag=true`;
    await page.goto(typed);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(typed)}`);
    await page.getByLabel('E-mail').fill('maya.thompson@brightsmile-dental.com');
    await page.getByLabel('Password').fill('correct horse');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/calls\?/);
    const search = new URL(page.url()).searchParams;
    expect(search.get('agentId')).toBe(DIGITS_ID);
    expect(search.get('q')).toBe('"7"');
    expect(search.get('phone')).toBe('+14155550100');
  });

  for (const hostile of [
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    // Each passes a check of the raw text and normalises (or decodes) to "//evil.example".
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/./\\evil.example',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    `/${'a'.repeat(3000)}`,
    '/\u3000/evil.example',
    '\u00a0//evil.example',
    '/\u200b/evil.example',
  ]) {
    test(`a hostile next (${JSON.stringify(hostile).slice(0, 40)}) lands on /dashboard`, async ({ page }) => {
      await page.goto(`/login?next=${encodeURIComponent(hostile)}`);
      await page.getByLabel('E-mail').fill('maya.thompson@brightsmile-dental.com');
      await page.getByLabel('Password').fill('correct horse');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL('/dashboard');
    });
  }

  test('an unknown path shows the not-found page', async ({ page }) => {
    await signInAs(page);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
  });
});
