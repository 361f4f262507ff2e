import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { useOwnData } from './mock-state';
import { signInAs } from './session';

// /apps against the mock: the contract's four example apps (JobNimbus, AccuLynx, Google Calendar,
// Calendly) and the three example integrations of GET /integrations/company/{companyId}.
const COMPANY = '6650a1f2c3d4e5f6aaaa0001';
const catalogue = (page: Page) => page.getByRole('region', { name: 'App catalogue' });
const integrations = (page: Page) => page.getByRole('table', { name: 'Your integrations' });
const card = (page: Page, name: string) =>
  catalogue(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const drawer = (page: Page) => page.getByRole('dialog');

const request = (page: Page, method: string, path: string) =>
  page.waitForRequest((req) => req.method() === method && new URL(req.url()).pathname.endsWith(path));

async function open(page: Page) {
  await signInAs(page, 'user', { tourSeen: 'true' });
  const seeded = request(page, 'POST', '/apps/initial');
  const listed = request(page, 'GET', `/integrations/company/${COMPANY}`);
  await page.goto('/apps');
  await expect(page.getByRole('heading', { level: 1, name: 'Apps' })).toBeVisible();
  expect((await seeded).postDataJSON()).toEqual({ companyId: COMPANY });
  await listed;
  await expect(catalogue(page).getByRole('article')).toHaveCount(4);
  await expect(integrations(page).getByRole('row')).toHaveCount(4);
}

test.describe('apps and integrations', () => {
  test('browses the apps and an app’s features', async ({ page }) => {
    await open(page);
    const jobNimbus = card(page, 'JobNimbus');
    await expect(jobNimbus).toContainText('Roofing');
    await expect(jobNimbus).toContainText('Roofing CRM and project management');
    await expect(card(page, 'Google Calendar')).toContainText('1 connection');
    await expect(card(page, 'Calendly')).not.toContainText('connection');

    const features = request(page, 'GET', '/features/app/6650a1f2c3d4e5f6bdbd0001');
    const show = jobNimbus.getByRole('button', { name: 'Show features of JobNimbus' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await show.click();
    await features;
    const list = jobNimbus.getByRole('list', { name: 'Features of JobNimbus' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list).toContainText('Create job');
    await expect(list).toContainText('schedule_inspection');
    await expect(jobNimbus.getByRole('button', { name: 'Hide features of JobNimbus' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('lists the integrations without secrets', async ({ page }) => {
    await open(page);
    const jobNimbus = integrations(page).getByRole('row').filter({ hasText: 'JobNimbus' });
    await expect(jobNimbus).toContainText('Connected');
    await expect(jobNimbus).toContainText('Default job type: Roof Inspection');
    const accuLynx = integrations(page).getByRole('row').filter({ hasText: 'AccuLynx' });
    await expect(accuLynx).toContainText('Disconnected');
    await expect(integrations(page)).not.toContainText('••••');
    await expect(page.getByRole('switch', { name: 'Sync AccuLynx' })).not.toBeChecked();
    await expect(
      page.getByRole('switch', { name: 'Sync Google Calendar (inspections@summitroofing.co)' }),
    ).toBeChecked();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('shows why an integration failed', async ({ page }) => {
    await page.route(`**/integrations/company/${COMPANY}`, (route) =>
      route.fulfill({
        json: {
          data: [
            {
              id: '6650a1f2c3d4e5f6bfbf0002',
              app: '6650a1f2c3d4e5f6bdbd0003',
              appName: 'Google Calendar',
              company: COMPANY,
              status: 'error',
              syncEnabled: true,
              lastSyncedAt: null,
              settings: { refreshToken: '••••07be', lastError: '<b>Google revoked access</b>' },
              createdAt: '2026-04-22T16:30:00Z',
            },
          ],
        },
      }),
    );
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.goto('/apps');
    const row = integrations(page).getByRole('row').filter({ hasText: 'Google Calendar' });
    await expect(row).toContainText('Error');
    await expect(row).toContainText('<b>Google revoked access</b>');
    await expect(row).toContainText('Never');
    await expect(row).not.toContainText('07be');
  });

  test('connects an app: a bad key is refused, then the key is sent and not shown', async ({ page }) => {
    await open(page);
    await card(page, 'Calendly').getByRole('button', { name: 'Connect Calendly' }).click();
    await expect(drawer(page).getByText('Connect Calendly')).toBeVisible();
    const key = drawer(page).getByLabel(/^API key/);
    await expect(key).toHaveAttribute('type', 'password');
    await key.fill('short');
    let posted = false;
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname.endsWith('/integrations')) posted = true;
    });
    await drawer(page).getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(
      drawer(page).getByText('Enter the API key: at least 8 characters, without spaces.'),
    ).toBeVisible();
    expect(posted).toBe(false);

    await key.fill('cal_pat_7Hq2Lm9Xv4Rt8Wz19c1e');
    await drawer(page)
      .getByRole('textbox', { name: /^Account id/ })
      .fill('new-patient-consult');
    const sent = request(page, 'POST', '/integrations');
    await drawer(page).getByRole('button', { name: 'Connect', exact: true }).click();
    expect((await sent).postDataJSON()).toEqual({
      app: '6650a1f2c3d4e5f6bdbd0004',
      settings: { apiKey: 'cal_pat_7Hq2Lm9Xv4Rt8Wz19c1e', accountId: 'new-patient-consult' },
      syncEnabled: true,
    });
    await expect(page.getByText('Calendly connected successfully')).toBeVisible();
    await expect(drawer(page)).toBeHidden();
    await expect(page.getByText('cal_pat_7Hq2Lm9Xv4Rt8Wz19c1e')).toHaveCount(0);
  });

  test('a failed connection keeps what was typed', async ({ page }) => {
    await open(page);
    await page.route('**/integrations', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { message: 'JobNimbus could not be reached.' } })
        : route.fallback(),
    );
    await card(page, 'JobNimbus').getByRole('button', { name: 'Connect JobNimbus' }).click();
    const key = drawer(page).getByLabel(/^API key/);
    await key.fill('jn_live_51c0ffee');
    await drawer(page).getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByText('JobNimbus could not be reached.')).toBeVisible();
    await expect(key).toHaveValue('jn_live_51c0ffee');
  });

  test('toggles sync with PATCH, for good, and rolls back when the server fails', async ({ page }) => {
    // Data of this test's own, which remembers: the company's own integrations, read again once
    // a change settles.
    await useOwnData(page, 'apps');
    await open(page);
    const sync = page.getByRole('switch', { name: 'Sync Calendly' });
    await expect(sync).not.toBeChecked();
    const sent = request(page, 'PATCH', '/integrations/6650a1f2c3d4e5f6bfbf0003/toggle-sync');
    await sync.click({ force: true });
    expect((await sent).postData() ?? '').toBe('');
    await expect(page.getByText('Sync enabled')).toBeVisible();
    await expect(sync).toBeChecked();
    await page.reload();
    await expect(sync).toBeChecked();

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/integrations/*/toggle-sync', async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { message: 'The Calendly service is unavailable.' } });
    });
    const failed = request(page, 'PATCH', '/integrations/6650a1f2c3d4e5f6bfbf0003/toggle-sync');
    await sync.click({ force: true });
    await failed;
    // Switched at once, before the server answers…
    await expect(sync).not.toBeChecked();
    release();
    // …and back when it fails.
    await expect(page.getByText('The Calendly service is unavailable.')).toBeVisible();
    await expect(sync).toBeChecked();
  });

  test('removes an integration after confirmation, for good', async ({ page }) => {
    // Data of this test's own, which remembers: the company's own three integrations (the
    // examples above are another company's), and the list read again after the removal.
    await useOwnData(page, 'apps');
    await open(page);
    const name = 'Remove Google Calendar (frontdesk@brightsmile-dental.com)';
    await page.getByRole('button', { name }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove integration' });
    await expect(confirm).toContainText(`${name}?`);
    const sent = request(page, 'DELETE', '/integrations/6650a1f2c3d4e5f6bfbf0001');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await sent;
    await expect(page.getByText('Integration deleted successfully')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(integrations(page).getByRole('row')).toHaveCount(3);
    await page.reload();
    await expect(integrations(page).getByRole('row')).toHaveCount(3);
    await expect(integrations(page)).not.toContainText('frontdesk@brightsmile-dental.com');
  });

  test('shows the server’s message with a retry when the catalogue fails', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    let fail = true;
    await page.route('**/apps/initial', (route) =>
      fail
        ? route.fulfill({ status: 500, json: { message: 'The app catalogue is unavailable.' } })
        : route.fallback(),
    );
    await page.goto('/apps');
    const alert = catalogue(page).getByRole('alert');
    await expect(alert).toContainText('The app catalogue is unavailable.');
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(catalogue(page).getByRole('article')).toHaveCount(4);
  });

  test('with no app in the catalogue, points to support, where apps are asked for', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.route('**/apps/initial', (route) =>
      route.fulfill({ json: { message: 'Initial apps are ready', data: [] } }),
    );
    await page.goto('/apps');
    await expect(catalogue(page)).toContainText('No apps are available yet.');
    await expect(catalogue(page).getByRole('article')).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await catalogue(page).getByRole('link', { name: 'Ask support for an app' }).click();
    await expect(page).toHaveURL(/\/company-settings\?tab=tickets/);
    await expect(page.getByRole('tab', { name: 'Support tickets', selected: true })).toBeVisible();
  });
});
