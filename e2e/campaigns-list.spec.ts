import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';

// /campaign against the mock: the contract's four example campaigns.
const table = (page: Page) => page.getByRole('table', { name: 'Campaigns' });
const dialog = (page: Page) => page.getByRole('dialog');
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });

async function open(page: Page) {
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto('/campaign');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(5);
}

const request = (page: Page, method: string, path: string) =>
  page.waitForRequest((req) => req.method() === method && new URL(req.url()).pathname.endsWith(path));

test.describe('campaigns', () => {
  test('lists the campaigns with status, group, agent, caller number and progress', async ({ page }) => {
    await open(page);
    const recall = row(page, 'November recall');
    await expect(recall).toContainText('Running');
    await expect(recall).toContainText('Recall – November');
    await expect(recall).toContainText('Recall Reminders');
    await expect(recall).toContainText('+14155550124');
    await expect(recall).toContainText('09:00–17:00');
    await expect(recall).toContainText('Called: 3');
    await expect(recall).toContainText('Answered: 1');
    await expect(recall).toContainText('Failed: 1');
    await expect(recall).toContainText('Pending: 1');
    await expect(row(page, 'Holiday hours notice')).toContainText('Draft');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('creates a campaign: missing choices are refused, then a valid one is sent', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'New campaign', exact: true }).click();
    let posted = false;
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname.endsWith('/campaigns/')) posted = true;
    });
    await dialog(page).getByRole('button', { name: 'Create campaign' }).click();
    await expect(dialog(page).getByText('Please enter a campaign name (up to 100 characters)')).toBeVisible();
    await expect(dialog(page).getByText('Please choose an agent')).toBeVisible();
    await expect(dialog(page).getByText('Please choose a caller number')).toBeVisible();
    expect(posted).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await dialog(page).getByRole('textbox', { name: /^Name/ }).fill('Spring check-ups');
    await dialog(page)
      .getByRole('combobox', { name: /^Agent/ })
      .selectOption({ label: 'Recall Reminders · Active' });
    await dialog(page)
      .getByRole('combobox', { name: /^Group of contacts/ })
      .selectOption({ label: 'Recall – November' });
    await dialog(page)
      .getByRole('combobox', { name: /^Caller number/ })
      .selectOption('+14155550124');
    await dialog(page).getByRole('checkbox', { name: 'Saturday' }).check({ force: true });
    const sent = request(page, 'POST', '/campaigns/');
    await dialog(page).getByRole('button', { name: 'Create campaign' }).click();
    const body = (await sent).postDataJSON() as { schedule: { startAt: string } };
    expect(body).toMatchObject({
      name: 'Spring check-ups',
      agent: '6650a1f2c3d4e5f6bbbb0002',
      group: '6650a1f2c3d4e5f644440001',
      callerNumber: '+14155550124',
      status: 'draft',
      maxAttempts: 3,
      retryDelayMinutes: 1440,
      schedule: {
        endAt: null,
        timeZone: 'America/Los_Angeles',
        daysOfWeek: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
        callWindow: { start: '09:00', end: '17:00' },
      },
    });
    // 09:00 in Los Angeles on the first day.
    expect(body.schedule.startAt).toMatch(/^\d{4}-\d{2}-\d{2}T1[67]:00:00Z$/);
    await expect(page.getByText('Campaign created successfully')).toBeVisible();
    await expect(dialog(page)).toBeHidden();
  });

  test('edits a campaign: the window is sent in its time zone and a running status is kept', async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('button', { name: 'Edit November recall' }).click();
    await expect(dialog(page).getByRole('textbox', { name: /^Name/ })).toHaveValue('November recall');
    await dialog(page)
      .getByRole('combobox', { name: /^Calls from/ })
      .selectOption('10:00');
    const sent = request(page, 'PUT', '/campaigns/6650a1f2c3d4e5f622220001');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    const body = (await sent).postDataJSON() as { status?: string; schedule: unknown };
    expect(body.status).toBeUndefined();
    expect(body.schedule).toEqual({
      startAt: '2026-11-02T18:00:00Z',
      endAt: '2026-12-01T01:00:00Z',
      timeZone: 'America/Los_Angeles',
      daysOfWeek: ['mon', 'tue', 'wed', 'thu', 'fri'],
      callWindow: { start: '10:00', end: '17:00' },
    });
    await expect(page.getByText('Campaign updated successfully')).toBeVisible();
  });

  test('schedules a call in the recipient time zone', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Schedule a call of November recall' }).click();
    const box = dialog(page);
    await expect(box.getByText('Calling window: 09:00–17:00 (America/Los_Angeles)')).toBeVisible();
    await box.getByRole('button', { name: 'Schedule call' }).click();
    await expect(box.getByText('Please choose a contact')).toBeVisible();
    const contact = box.getByRole('combobox', { name: /^Contact/ });
    await expect(contact.locator('option')).not.toHaveCount(1);
    const leadId = await contact.locator('option').nth(1).getAttribute('value');
    await contact.selectOption(leadId ?? '');
    await box.getByRole('combobox', { name: /^Recipient's time zone/ }).selectOption('America/New_York');
    // The calendar opens over the dialog and takes the keys: the day after the first allowed one.
    await box.getByRole('button', { name: 'Choose date' }).click();
    const calendar = page.getByRole('dialog', { name: 'Choose date' });
    await expect(calendar.getByRole('grid')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(calendar).toHaveCount(0);
    await expect(box.getByRole('textbox', { name: /^Date and time/ })).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(box.getByRole('button', { name: /^Choose date, selected date is / })).toBeFocused();
    await box.getByRole('textbox', { name: /^Date and time/ }).fill('12/15/2030');
    await box.getByRole('textbox', { name: /^Date and time/ }).press('Tab');
    await box.getByRole('combobox', { name: 'Time', exact: true }).selectOption('10:30');
    const sent = request(page, 'POST', '/campaigns/schedule_call');
    await box.getByRole('button', { name: 'Schedule call' }).click();
    expect((await sent).postDataJSON()).toEqual({
      campaignId: '6650a1f2c3d4e5f622220001',
      leadId,
      at: '2030-12-15T15:30:00Z',
    });
    await expect(page.getByText('Call scheduled successfully')).toBeVisible();
  });

  test('pauses, enables, ends and deletes, each sent for the right campaign', async ({ page }) => {
    await open(page);
    let sent = request(page, 'POST', '/campaigns/enable');
    await page.getByRole('button', { name: 'Pause November recall' }).click();
    expect((await sent).postDataJSON()).toEqual({ id: '6650a1f2c3d4e5f622220001', enabled: false });

    sent = request(page, 'POST', '/campaigns/enable');
    await page.getByRole('button', { name: 'Enable Whitening promo follow-up' }).click();
    expect((await sent).postDataJSON()).toEqual({ id: '6650a1f2c3d4e5f622220003', enabled: true });

    await page.getByRole('button', { name: 'End New patient welcome' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('New patient welcome stops for good');
    sent = request(page, 'POST', '/campaigns/end');
    await page.getByRole('alertdialog').getByRole('button', { name: 'End' }).click();
    expect((await sent).postDataJSON()).toEqual({ id: '6650a1f2c3d4e5f622220002' });
    await expect(page.getByRole('alertdialog')).toBeHidden();

    await page.getByRole('button', { name: 'Delete Holiday hours notice' }).click();
    sent = request(page, 'DELETE', '/campaigns/6650a1f2c3d4e5f622220004');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await sent;
    await expect(page.getByText('Campaign deleted successfully')).toBeVisible();
  });

  test('shows a campaign progress and its calls, asked by campaign', async ({ page }) => {
    await open(page);
    const sent = request(page, 'POST', '/calls/fetch');
    await page.getByRole('button', { name: 'Progress and calls of November recall' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      campaignId: '6650a1f2c3d4e5f622220001',
      pageIndex: 0,
    });
    await expect(dialog(page).getByText('Called: 3')).toBeVisible();
    await expect(dialog(page).getByRole('table', { name: 'Calls of November recall' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a failed save keeps the drawer and what was typed, with the server message', async ({ page }) => {
    await open(page);
    await page.route('**/campaigns/6650a1f2c3d4e5f622220001', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { message: 'Campaign store unavailable' } })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Edit November recall' }).click();
    await dialog(page).getByRole('textbox', { name: /^Name/ }).fill('Recall, second pass');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Campaign store unavailable')).toBeVisible();
    await expect(dialog(page).getByRole('textbox', { name: /^Name/ })).toHaveValue('Recall, second pass');
  });

  test('a failed list shows the error and retries', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    let fail = true;
    await page.route('**/campaigns/fetch', (route) =>
      fail ? route.fulfill({ status: 500, json: { message: 'Campaigns are resting' } }) : route.fallback(),
    );
    await page.goto('/campaign');
    await expect(page.getByRole('alert').getByText('Campaigns are resting')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(table(page).getByRole('row')).toHaveCount(5);
  });
});
