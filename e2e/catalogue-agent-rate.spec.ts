import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';

// /superadmin/license-minute-prices against the mock: the contract's five agent rates, then the
// rate card's six lines, each an embedded catalogue under the route's h1.
const agentRates = (page: Page) => page.getByRole('table', { name: 'Agent rates' });
const rates = (page: Page) => page.getByRole('table', { name: 'Rate card' });
const drawer = (page: Page) => page.getByRole('dialog');
const textbox = (page: Page, name: string) => drawer(page).getByRole('textbox', { name, exact: true });
const number = (page: Page, name: string) => drawer(page).getByRole('spinbutton', { name, exact: true });
const dateField = textbox;

async function open(page: Page) {
  await signInAs(page, 'superAdmin', { tourSeen: 'true' });
  await page.goto('/superadmin/license-minute-prices');
  await expect(agentRates(page).getByRole('row')).toHaveCount(6);
  await expect(rates(page).getByRole('row')).toHaveCount(7);
}

const request = (page: Page, method: string, path: string) =>
  page.waitForRequest((r) => r.method() === method && new URL(r.url()).pathname.endsWith(path));

test.describe('the agent rates', () => {
  test('lists the agent rates and the rate card under one h1', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('heading', { level: 1, name: 'License minute prices' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Agent rates' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Rate card' })).toBeVisible();
    const scheduled = agentRates(page).getByRole('row').filter({ hasText: '2026-12-01' });
    await expect(scheduled).toContainText('Dental Receptionist');
    await expect(scheduled).toContainText('0.08 USD');
    await agentRates(page).getByRole('button', { name: 'Price per minute', exact: true }).click();
    await expect(agentRates(page).getByRole('row').nth(1)).toContainText('Recall Reminders');
    await page.getByRole('searchbox', { name: 'Search Agent rates' }).fill('front');
    await expect(agentRates(page).getByRole('row')).toHaveCount(2);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('refuses an invalid agent rate, then creates a valid one with the server message', async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('button', { name: 'New agent rate' }).click();
    await expect(drawer(page).getByRole('heading', { name: 'New agent rate' })).toBeVisible();
    const agent = drawer(page).getByRole('combobox', { name: 'Agent' });
    await expect(agent.locator('option')).toHaveCount(5);
    await textbox(page, 'Price per minute').fill('120');
    await textbox(page, 'Currency').fill('usd');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await expect(drawer(page).getByText('Please choose an agent')).toBeVisible();
    await expect(drawer(page).getByText('Please enter a price from 0 to 100')).toBeVisible();
    await expect(
      drawer(page).getByText('Please enter a currency code of 3 capital letters, e.g. USD'),
    ).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await agent.selectOption({ label: 'Dental Receptionist' });
    await textbox(page, 'Price per minute').fill('0.08');
    await textbox(page, 'Currency').fill('USD');
    await dateField(page, 'From').fill('2026-12-01');
    const sent = request(page, 'POST', '/agents/update_agent_rate');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    expect((await sent).postDataJSON()).toEqual({
      agent: '6650a1f2c3d4e5f6bbbb0001',
      pricePerMinute: 0.08,
      currency: 'USD',
      effectiveFrom: '2026-12-01',
    });
    await expect(page.getByText('Agent rate saved')).toBeVisible();
    await expect(drawer(page)).toHaveCount(0);
  });

  test('edits the price of a day in place, and moves a rate to another day', async ({ page }) => {
    await open(page);
    const deletes: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/agents/delete_agent_rates')) deletes.push(r.postData() ?? '');
    });
    await agentRates(page).getByRole('button', { name: 'Edit Recall Reminders (2026-03-01)' }).click();
    await expect(drawer(page).getByRole('combobox', { name: 'Agent' })).toHaveValue(
      '6650a1f2c3d4e5f6bbbb0002',
    );
    await textbox(page, 'Price per minute').fill('0.075');
    const saved = request(page, 'POST', '/agents/update_agent_rate');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    expect((await saved).postDataJSON()).toEqual({
      agent: '6650a1f2c3d4e5f6bbbb0002',
      pricePerMinute: 0.075,
      currency: 'USD',
      effectiveFrom: '2026-03-01',
    });
    await expect(page.getByText('Agent rate saved')).toBeVisible();
    await expect(drawer(page)).toHaveCount(0);
    expect(deletes).toEqual([]);

    // Another day: the rate is saved for it, then the rate of the old day is deleted.
    await agentRates(page).getByRole('button', { name: 'Edit Recall Reminders (2026-03-01)' }).click();
    await dateField(page, 'From').fill('2026-04-01');
    const moved = request(page, 'POST', '/agents/update_agent_rate');
    const removed = request(page, 'POST', '/agents/delete_agent_rates');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    expect((await moved).postDataJSON()).toMatchObject({ effectiveFrom: '2026-04-01' });
    expect((await removed).postDataJSON()).toEqual({ id: '6650a1f2c3d4e5f6cdcd0003' });
    await expect(drawer(page)).toHaveCount(0);
  });

  test('deletes an agent rate after confirmation', async ({ page }) => {
    await open(page);
    await agentRates(page).getByRole('button', { name: 'Delete Dental Receptionist (2026-12-01)' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Delete “Dental Receptionist (2026-12-01)”? This cannot be undone.');
    const sent = request(page, 'POST', '/agents/delete_agent_rates');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    expect((await sent).postDataJSON()).toEqual({ id: '6650a1f2c3d4e5f6cdcd0002' });
    await expect(page.getByText('Agent rate deleted')).toBeVisible();
  });
});

test('an ordinary user is refused the license minute prices', async ({ page }) => {
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto('/superadmin/license-minute-prices');
  await expect(
    page.getByRole('heading', { level: 1, name: 'You do not have access to this page' }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

// A rate card file whose titles differ from the field names, with one bad row (a country name).
const RATE_FILE = {
  name: 'rate-card.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    [
      'Country,Prefix,Destination,Price per minute,Currency,Billing increment,Effective from',
      'US,1,United States,0.012,USD,60,2026-12-01',
      'Mexico,5255,Mexico - Mexico City,0.026,USD,60,2026-12-01',
      'GB,447,United Kingdom - Mobile,0.042,USD,6,2026-12-01',
    ].join('\n'),
  ),
};

test.describe('the rate card', () => {
  test('refuses an invalid line, then adds a valid one with the server message', async ({ page }) => {
    await open(page);
    const mexico = rates(page).getByRole('row').filter({ hasText: 'Mexico' });
    await expect(mexico).toContainText('+52');
    await expect(mexico).toContainText('0.028 USD');
    await expect(mexico).toContainText('60 s');
    await page.getByRole('button', { name: 'New rate' }).click();
    await expect(drawer(page).getByRole('heading', { name: 'New rate' })).toBeVisible();
    await textbox(page, 'Country').fill('Mexico');
    await textbox(page, 'Prefix').fill('+52 55');
    await number(page, 'Billing increment (seconds)').fill('90');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await expect(
      drawer(page).getByText('Please enter a country code of 2 capital letters, e.g. MX'),
    ).toBeVisible();
    await expect(drawer(page).getByText('Please enter a prefix of 1 to 15 digits')).toBeVisible();
    await expect(drawer(page).getByText('Please enter a destination (up to 120 characters)')).toBeVisible();
    await expect(drawer(page).getByText('Please enter a number of seconds from 1 to 60')).toBeVisible();

    await textbox(page, 'Country').fill('MX');
    await textbox(page, 'Prefix').fill('5255');
    await textbox(page, 'Destination').fill('Mexico - Mexico City');
    await textbox(page, 'Price per minute').fill('0.026');
    await number(page, 'Billing increment (seconds)').fill('60');
    await dateField(page, 'From').fill('2026-12-01');
    const sent = request(page, 'POST', '/rates');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    expect((await sent).postDataJSON()).toEqual({
      country: 'MX',
      prefix: '5255',
      description: 'Mexico - Mexico City',
      pricePerMinute: 0.026,
      currency: 'USD',
      billingIncrement: 60,
      effectiveFrom: '2026-12-01',
    });
    await expect(page.getByText('Rate created')).toBeVisible();
    await expect(drawer(page)).toHaveCount(0);
  });

  test('edits a line with PUT /rates/{id}', async ({ page }) => {
    await open(page);
    await rates(page).getByRole('button', { name: 'Edit United Kingdom - Mobile (+447)' }).click();
    await expect(textbox(page, 'Prefix')).toHaveValue('447');
    await textbox(page, 'Price per minute').fill('0.042');
    const sent = request(page, 'PUT', '/rates/6650a1f2c3d4e5f6aeae0005');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    expect((await sent).postDataJSON()).toEqual({
      country: 'GB',
      prefix: '447',
      description: 'United Kingdom - Mobile',
      pricePerMinute: 0.042,
      currency: 'USD',
      billingIncrement: 6,
      effectiveFrom: '2026-07-01',
    });
    await expect(page.getByText('Rate updated')).toBeVisible();
    await expect(drawer(page)).toHaveCount(0);
  });

  test('deletes a line after confirmation', async ({ page }) => {
    await open(page);
    await rates(page).getByRole('button', { name: 'Delete Spain (+34)' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Delete “Spain (+34)”? This cannot be undone.');
    const sent = request(page, 'DELETE', '/rates/6650a1f2c3d4e5f6aeae0006');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await sent;
    await expect(page.getByText('Rate deleted')).toBeVisible();
  });

  test('imports a CSV: the bad row is shown, the good rows are sent as a CSV file', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import: Rate card' });
    await dialog.getByLabel('CSV or Excel file').setInputFiles(RATE_FILE);
    await expect(dialog.getByText('Ready to import: 2. With errors, not imported: 1.')).toBeVisible();
    await expect(dialog.getByRole('row').filter({ hasText: 'Mexico City' })).toContainText(
      'Country: Please enter a country code of 2 capital letters, e.g. MX',
    );
    let body = '';
    await page.route('**/rates/import', async (route) => {
      body = route.request().postDataBuffer()?.toString('utf8') ?? '';
      await route.fallback();
    });
    const answered = page.waitForResponse('**/rates/import');
    await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
    expect((await answered).status()).toBe(200);
    expect(body).toMatch(/name="file"; filename="batch\.csv"\r\nContent-Type: text\/csv/);
    expect(body).toContain(
      'country,prefix,description,pricePerMinute,currency,billingIncrement,effectiveFrom\r\n' +
        'US,1,United States,0.012,USD,60,2026-12-01\r\n' +
        'GB,447,United Kingdom - Mobile,0.042,USD,6,2026-12-01\r\n--',
    );
    await expect(dialog.getByText('Rate card imported')).toBeVisible();
    await expect(dialog.getByText('Imported: 48')).toBeVisible();
  });

  test('deletes the whole rate card only after a confirmation naming how many lines go', async ({ page }) => {
    await open(page);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'DELETE') calls.push(new URL(r.url()).pathname);
    });
    await page.getByRole('button', { name: 'Delete all rates' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete the whole rate card' });
    await expect(confirm).toContainText('Delete all 6 lines of the rate card? This cannot be undone.');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    expect(calls).toEqual([]);

    await page.getByRole('button', { name: 'Delete all rates' }).click();
    const sent = request(page, 'DELETE', '/rates/all');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete 6 lines' }).click();
    await sent;
    await expect(page.getByText('All 6 rates deleted')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('a failed "Delete all" keeps the dialog open and shows the server message', async ({ page }) => {
    await open(page);
    await page.route('**/rates/all', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The rate store is not reachable.' }),
      }),
    );
    await page.getByRole('button', { name: 'Delete all rates' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete 6 lines' }).click();
    await expect(page.getByText('The rate store is not reachable.')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toBeVisible();
  });
});
