import type { Page, Request } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { uniqueMark, useOwnData } from './mock-state';
import { signInAs, USER_TOKEN } from './session';
import { settled } from './settled';

// Issue 41: a campaign's calling rules in its form, and its attempts by contact while it runs. Both
// are proposals: against a server without them (404) the campaign screens are as before.
const table = (page: Page) => page.getByRole('table', { name: 'Campaigns' });
const dialog = (page: Page) => page.getByRole('dialog');
const GROUP = '6650a1f2c3d4e5f644440002'; // Lucía Fernández answers, Ethan Brooks fails.
const path = (request: Request) => new URL(request.url()).pathname;

async function open(page: Page) {
  await page.goto('/campaign');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
}

test('a campaign is created with its rules, refused 11 retries, and keeps them after a reload', async ({
  page,
}) => {
  test.slow(); // a create, a reload and an axe scan of a long form
  await useOwnData(page);
  await signInAs(page, 'user', { tourSeen: 'true' });
  const name = `Rules ${uniqueMark()}`;
  const writes: string[] = [];
  page.on('request', (request) => {
    const at = path(request);
    if (request.method() !== 'GET' && at.startsWith('/api/campaigns') && !at.endsWith('/fetch'))
      writes.push(at);
  });
  await open(page);
  await page.getByRole('button', { name: 'New campaign', exact: true }).click();
  const box = dialog(page);
  await expect(box.getByRole('heading', { name: 'Calling rules' })).toBeVisible();
  await expect(box.getByText('From 1 to 10 on your plan')).toBeVisible();
  await box.getByRole('textbox', { name: /^Name/ }).fill(name);
  await box.getByRole('combobox', { name: /^Agent/ }).selectOption({ label: 'Recall Reminders · Active' });
  await box
    .getByRole('combobox', { name: /^Group of contacts/ })
    .selectOption({ label: 'Recall – November' });
  await box.getByRole('combobox', { name: /^Caller number/ }).selectOption('+14155550124');
  await box.getByRole('spinbutton', { name: /^Calls at once/ }).fill('2');
  await box.getByRole('spinbutton', { name: /^Retries/ }).fill('11');
  await box.getByRole('button', { name: 'Create campaign' }).click();
  await expect(box.getByText('Please enter a number of retries from 0 to 10')).toBeVisible();
  await expect(box.getByRole('spinbutton', { name: /^Retries/ })).toBeFocused();
  await box.getByRole('spinbutton', { name: /^Calls at once/ }).fill('12');
  await box.getByRole('button', { name: 'Create campaign' }).click();
  await expect(
    box.getByText('Please enter at most 10 calls at once: your plan allows no more'),
  ).toBeVisible();
  await settled(page);
  expect(writes).toEqual([]);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await box.getByRole('spinbutton', { name: /^Calls at once/ }).fill('2');
  await box.getByRole('spinbutton', { name: /^Retries/ }).fill('3');
  await box.getByRole('checkbox', { name: 'Voicemail' }).check({ force: true });
  const rulesSaved = page.waitForRequest(
    (request) => request.method() === 'PUT' && path(request).endsWith('/rules'),
  );
  await box.getByRole('button', { name: 'Create campaign' }).click();
  expect((await rulesSaved).postDataJSON()).toMatchObject({
    maxConcurrentCalls: 2,
    retries: 3,
    retryOn: ['busy', 'no-answer', 'voicemail'],
  });
  await expect(page.getByText('Campaign created successfully')).toBeVisible();
  await expect(box).toBeHidden();
  expect(writes[0]).toBe('/api/campaigns/');

  await page.reload();
  await expect(table(page).getByRole('row').filter({ hasText: name })).toBeVisible();
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(box.getByRole('spinbutton', { name: /^Calls at once/ })).toHaveValue('2');
  await expect(box.getByRole('spinbutton', { name: /^Retries/ })).toHaveValue('3');
  await expect(box.getByRole('checkbox', { name: 'Voicemail' })).toBeChecked();
});

test('a running campaign shows its attempts by contact, and Retry failed calls the failed again', async ({
  page,
}) => {
  test.slow(); // the mock dials in ticks of 2 s
  const scope = await useOwnData(page);
  const headers = { Authorization: `Bearer ${USER_TOKEN}`, 'X-Mock-Scope': scope };
  const name = `Live ${uniqueMark()}`;
  // A contact who is busy waits a day (2.4 minutes in the mock) for a retry: the campaign keeps running.
  const lead = await page.request.post('/api/leads', {
    headers,
    data: { firstName: 'Bea', lastName: 'Busy', phone: '+14155550104', groups: [GROUP] },
  });
  expect(lead.ok()).toBe(true);
  const created = await page.request.post('/api/campaigns/', {
    headers,
    data: {
      name,
      agent: '6650a1f2c3d4e5f6bbbb0002',
      group: GROUP,
      callerNumber: '+14155550124',
      status: 'draft',
      schedule: {
        startAt: '2026-01-01T00:00:00Z',
        endAt: null,
        timeZone: 'UTC',
        daysOfWeek: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
        callWindow: { start: '00:00', end: '23:59' },
      },
      maxAttempts: 3,
      retryDelayMinutes: 1440,
    },
  });
  const { data: campaign } = (await created.json()) as { data: { id: string } };
  const rules = await page.request.put(`/api/campaigns/${campaign.id}/rules`, {
    headers,
    data: {
      maxConcurrentCalls: 2,
      retries: 3,
      retryDelayMinutes: 1440,
      retryOn: ['busy', 'no-answer'],
      timeZoneSource: 'campaign',
      stopRule: { enabled: false, failurePercent: 50, lastCalls: 20 },
    },
  });
  expect(rules.ok()).toBe(true);
  await page.request.post('/api/campaigns/enable', { headers, data: { id: campaign.id, enabled: true } });

  await signInAs(page, 'user', { tourSeen: 'true' });
  await open(page);
  await page.getByRole('button', { name: `Progress and calls of ${name}` }).click();
  const progress = dialog(page).getByRole('region', { name: `Progress by contact of ${name}` });
  const contact = (who: string) => progress.getByRole('row').filter({ hasText: who });
  await expect(contact('Lucía Fernández')).toContainText('#1 Answered');
  await expect(contact('Ethan Brooks')).toContainText('Failed');
  await expect(contact('Bea Busy')).toContainText('#1 Busy');
  await expect(contact('Bea Busy')).toContainText('Waiting');
  await expect(progress.getByRole('list', { name: 'Calls by outcome' })).toContainText('Failed: 1');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await progress.getByRole('button', { name: 'Retry failed' }).click();
  await expect(progress.getByText('1 failed contact will be called again')).toBeVisible();
  await expect(contact('Ethan Brooks')).toContainText('#2 Answered', { timeout: 20_000 });
  await expect(contact('Ethan Brooks')).toContainText('Answered');
});

test('without the proposals (404) the form and the calls dialog are as before', async ({ page }) => {
  const missing: string[] = [];
  await page.route(/\/api\/campaigns\/(rules\/defaults|[a-f0-9]{24}\/(rules|attempts))/, (route) => {
    missing.push(path(route.request()));
    return route.fulfill({ status: 404, json: { message: 'Not found' } });
  });
  await signInAs(page, 'user', { tourSeen: 'true' });
  await open(page);
  await page.getByRole('button', { name: 'Edit November recall' }).click();
  await expect(dialog(page).getByRole('spinbutton', { name: /^Attempts per contact/ })).toHaveValue('3');
  await expect(dialog(page).getByRole('heading', { name: 'Calling rules' })).toHaveCount(0);
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toBeHidden();

  await page.getByRole('button', { name: 'Progress and calls of November recall' }).click();
  await expect(dialog(page).getByRole('table', { name: 'Calls of November recall' })).toBeVisible();
  await settled(page);
  await expect(dialog(page).getByRole('region', { name: /^Progress by contact/ })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(missing.some((item) => item.endsWith('/attempts'))).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a running campaign says which rules are locked and why', async ({ page }) => {
  await signInAs(page, 'user', { tourSeen: 'true' });
  await open(page);
  await page.getByRole('button', { name: 'Edit November recall' }).click();
  const box = dialog(page);
  await expect(box.getByText('The campaign is running: pause it to change its retries')).toBeVisible();
  await expect(box.getByRole('spinbutton', { name: /^Calls at once/ })).toBeEnabled();
  await expect(box.getByRole('spinbutton', { name: /^Retries/ })).toBeDisabled();
  await expect(box.getByRole('checkbox', { name: 'Busy' })).toBeDisabled();
  await expect(box.getByText('Locked while the campaign runs').first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('rules that fail to load leave the campaign form usable, and say so', async ({ page }) => {
  await page.route(/\/api\/campaigns\/[a-f0-9]{24}\/rules$/, (route) =>
    route.fulfill({ status: 500, json: { message: 'Rules store unavailable' } }),
  );
  await signInAs(page, 'user', { tourSeen: 'true' });
  await open(page);
  await page.getByRole('button', { name: 'Edit November recall' }).click();
  await expect(dialog(page).getByText('The calling rules could not be loaded')).toBeVisible();
  await expect(dialog(page).getByRole('spinbutton', { name: /^Attempts per contact/ })).toHaveValue('3');
});
