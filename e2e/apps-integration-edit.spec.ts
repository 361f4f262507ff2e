import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { useOwnData } from './mock-state';
import { signInAs } from './session';

// /apps as a company user, on data of the test's own: the company's three example integrations.
const integrations = (page: Page) => page.getByRole('table', { name: 'Your integrations' });
const drawer = (page: Page) => page.getByRole('dialog');
const setting = (page: Page, index: number) => drawer(page).getByRole('group', { name: `Setting ${index}` });
const FRONT_DESK = 'Google Calendar (frontdesk@brightsmile-dental.com)';

const sent = (page: Page, method: string, path: string) =>
  page.waitForRequest((req) => req.method() === method && new URL(req.url()).pathname.endsWith(path));

async function open(page: Page) {
  await useOwnData(page, 'apps-edit');
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto('/apps');
  await expect(integrations(page).getByRole('row')).toHaveCount(4);
}

test.describe('editing an integration', () => {
  test('changes and clears settings, kept after a reload', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: `Edit ${FRONT_DESK}` }).click();
    await expect(drawer(page).getByRole('heading', { name: `Edit ${FRONT_DESK}` })).toBeVisible();
    // Signed in with Google: no key to type, and the stored token is not shown.
    await expect(drawer(page).getByLabel(/API key/)).toHaveCount(0);
    await expect(drawer(page)).not.toContainText('a91c');
    await expect(setting(page, 2).getByRole('textbox', { name: 'Name' })).toHaveValue('calendarId');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await setting(page, 2)
      .getByRole('textbox', { name: 'Value' })
      .fill('appointments@brightsmile-dental.com');
    await drawer(page).getByRole('button', { name: 'Remove setting 3' }).click();
    const put = sent(page, 'PUT', '/integrations/6650a1f2c3d4e5f6bfbf0001');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    expect((await put).postDataJSON()).toEqual({
      app: '6650a1f2c3d4e5f6bdbd0003',
      settings: {
        accountEmail: 'frontdesk@brightsmile-dental.com',
        calendarId: 'appointments@brightsmile-dental.com',
        timeZone: '',
      },
      syncEnabled: true,
    });
    await expect(page.getByText('Integration updated successfully')).toBeVisible();
    await expect(drawer(page)).toHaveCount(0);
    const row = integrations(page).getByRole('row').filter({ hasText: 'frontdesk@' });
    await expect(row).toContainText('Calendar: appointments@brightsmile-dental.com');
    await expect(row).not.toContainText('Time zone');

    await page.reload();
    await expect(row).toContainText('Calendar: appointments@brightsmile-dental.com');
    await expect(row).not.toContainText('Time zone');
  });

  test('replaces the API key only when a new one is typed, and refuses secrets as settings', async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('button', { name: 'Edit Calendly (new-patient-consult)' }).click();
    const key = drawer(page).getByLabel(/^New API key/);
    await expect(key).toHaveValue('');
    await expect(key).toHaveAttribute('type', 'password');
    await key.fill('short');
    await drawer(page).getByRole('button', { name: 'Add a setting' }).click();
    await setting(page, 2).getByRole('textbox', { name: 'Name' }).fill('refreshToken');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await expect(
      drawer(page).getByText('Enter the API key: at least 8 characters, without spaces.'),
    ).toBeVisible();
    await expect(drawer(page).getByText(/Keys, tokens and passwords cannot be set here/)).toBeVisible();

    await drawer(page).getByRole('button', { name: 'Remove setting 2' }).click();
    await key.fill('cal_pat_9Zx1Lm9Xv4Rt8Wz1');
    await drawer(page).getByRole('checkbox', { name: 'Sync data' }).check({ force: true });
    const put = sent(page, 'PUT', '/integrations/6650a1f2c3d4e5f6bfbf0003');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    expect((await put).postDataJSON()).toEqual({
      app: '6650a1f2c3d4e5f6bdbd0004',
      settings: { eventTypeId: 'new-patient-consult', apiKey: 'cal_pat_9Zx1Lm9Xv4Rt8Wz1' },
      syncEnabled: true,
    });
    await expect(page.getByText('Integration updated successfully')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Sync Calendly (new-patient-consult)' })).toBeChecked();
    await expect(page.getByText('cal_pat_9Zx1Lm9Xv4Rt8Wz1')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Sync Calendly (new-patient-consult)' })).toBeChecked();
  });

  test('keeps what was typed when the save fails', async ({ page }) => {
    await open(page);
    await page.route('**/integrations/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { message: 'Google Calendar could not be reached.' } })
        : route.fallback(),
    );
    await page.getByRole('button', { name: `Edit ${FRONT_DESK}` }).click();
    const value = setting(page, 2).getByRole('textbox', { name: 'Value' });
    await value.fill('nobody@example.com');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Google Calendar could not be reached.')).toBeVisible();
    await expect(value).toHaveValue('nobody@example.com');
  });
});
