import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';

// /superadmin/edit-minute-prices against the mock: the contract's six call rates (four platform
// defaults, two company prices for the United States).
const table = (page: Page) => page.getByRole('table', { name: 'Minute prices' });
const drawer = (page: Page) => page.getByRole('dialog');
// Prices are text inputs read in the user's language ("0,025" in Spanish), like every field here.
const field = (page: Page, name: string) => drawer(page).getByRole('textbox', { name, exact: true });

async function open(page: Page) {
  await signInAs(page, 'superAdmin', { tourSeen: 'true' });
  await page.goto('/superadmin/edit-minute-prices');
  await expect(table(page).getByRole('row')).toHaveCount(7);
}

const IMPORT_PATH = '**/import_call_rates_per_minute';
const REPLACE_PATH = '**/import_full_call_rates_per_minute';

/** The multipart body of the next request to `path`, read by an interceptor that lets it through. */
async function multipartBody(page: Page, path: string): Promise<() => { body: string; type: string }> {
  let body = '';
  let type = '';
  await page.route(path, async (route) => {
    body = route.request().postDataBuffer()?.toString('utf8') ?? '';
    type = (await route.request().allHeaders())['content-type'] ?? '';
    await route.fallback();
  });
  return () => ({ body, type });
}

// A file whose titles differ from the field names, with one bad row (a prefix with a dash).
const FILE = {
  name: 'rates.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    [
      'Country,Prefix,Price per minute,License price per minute,Currency',
      'Mexico,52,0.025,0.05,USD',
      'Atlantis,44-7,0.01,0.05,USD',
      'Spain,34,0.022,0.05,USD',
    ].join('\n'),
  ),
};

const MERGE = {
  button: 'Import (add and update)',
  dialog: 'Import call rates, adding and updating by prefix: Minute prices',
};
const REPLACE = {
  button: 'Replace all call rates',
  dialog: 'Replace all call rates: every current call rate of the chosen prices is deleted first',
};

async function chooseFile(page: Page, importer = MERGE) {
  await page.getByRole('button', { name: importer.button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: importer.dialog });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('CSV or Excel file').setInputFiles(FILE);
  await expect(dialog.getByText('Ready to import: 2. With errors, not imported: 1.')).toBeVisible();
  return dialog;
}

test.describe('the minute prices catalogue', () => {
  test('lists the call rates with both prices and sorts them by price', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Minute prices' })).toBeVisible();
    const mexico = table(page).getByRole('row').filter({ hasText: 'Mexico' });
    await expect(mexico).toContainText('+52');
    await expect(mexico).toContainText('0.028 USD');
    await expect(mexico).toContainText('0.06 USD');
    await expect(mexico).toContainText('Platform default');
    // A company's own price names the company.
    const summit = table(page).getByRole('row').filter({ hasText: 'Summit Roofing Co.' });
    await expect(summit).toContainText('0.011 USD');
    await table(page).getByRole('button', { name: 'Price per minute', exact: true }).click();
    await expect(
      table(page).getByRole('columnheader', { name: 'Price per minute', exact: true }),
    ).toHaveAttribute('aria-sort', 'ascending');
    await expect(table(page).getByRole('row').nth(1)).toContainText('0.01 USD');
    await expect(table(page).getByRole('row').nth(6)).toContainText('Mexico');
    await page.getByRole('searchbox', { name: 'Search' }).fill('spain');
    await expect(table(page).getByRole('row')).toHaveCount(2);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('refuses an invalid call rate, then creates a valid one with the server message', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'New call rate' }).click();
    await expect(drawer(page).getByRole('heading', { name: 'New call rate' })).toBeVisible();
    await field(page, 'Prefix').fill('+52');
    await field(page, 'Price per minute').fill('-1');
    await field(page, 'Currency').fill('usd');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await expect(drawer(page).getByText('Please enter a destination (up to 120 characters)')).toBeVisible();
    await expect(drawer(page).getByText('Please enter a prefix of 1 to 15 digits')).toBeVisible();
    await expect(drawer(page).getByText('Please enter a price of 0 or more')).toHaveCount(2);
    await expect(
      drawer(page).getByText('Please enter a currency code of 3 capital letters, e.g. USD'),
    ).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const company = drawer(page).getByRole('combobox', { name: 'Company' });
    await expect(company.locator('option:checked')).toHaveText('Platform default');
    await company.selectOption({ label: 'Summit Roofing Co.' });
    await field(page, 'Destination').fill('Mexico');
    await field(page, 'Prefix').fill('52');
    await field(page, 'Price per minute').fill('0.025');
    await field(page, 'License price per minute').fill('0.05');
    await field(page, 'Currency').fill('USD');
    const request = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().includes('/call_rates_create_update'),
    );
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    expect((await request).postDataJSON()).toEqual({
      company: '6650a1f2c3d4e5f6aaaa0002',
      destination: 'Mexico',
      prefix: '52',
      pricePerMinute: 0.025,
      licensePricePerMinute: 0.05,
      currency: 'USD',
    });
    await expect(page.getByText('Call rate saved')).toBeVisible();
    await expect(drawer(page)).toHaveCount(0);
  });

  test('edits a call rate, keeping its id and company', async ({ page }) => {
    await open(page);
    await table(page).getByRole('button', { name: 'Edit Spain (+34)' }).click();
    await expect(field(page, 'Prefix')).toHaveValue('34');
    await expect(
      drawer(page).getByRole('combobox', { name: 'Company' }).locator('option:checked'),
    ).toHaveText('Platform default');
    await field(page, 'Price per minute').fill('0.03');
    const request = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().includes('/call_rates_create_update'),
    );
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    expect((await request).postDataJSON()).toEqual({
      id: '6650a1f2c3d4e5f6afaf0002',
      company: null,
      destination: 'Spain',
      prefix: '34',
      pricePerMinute: 0.03,
      licensePricePerMinute: 0.06,
      currency: 'USD',
    });
    await expect(page.getByText('Call rate saved')).toBeVisible();
    await expect(drawer(page)).toHaveCount(0);
  });

  test('edits a company’s price, the company chosen by name', async ({ page }) => {
    await open(page);
    const brightSmile = table(page).getByRole('row').filter({ hasText: 'BrightSmile Dental Group' });
    await brightSmile.getByRole('button', { name: 'Edit United States (+1)' }).click();
    const company = drawer(page).getByRole('combobox', { name: 'Company' });
    await expect(company.locator('option:checked')).toHaveText('BrightSmile Dental Group');
    await company.selectOption({ label: 'Platform default' });
    const request = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().includes('/call_rates_create_update'),
    );
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    expect((await request).postDataJSON()).toMatchObject({ id: '6650a1f2c3d4e5f6afaf0005', company: null });
  });

  test('deletes a call rate after confirmation', async ({ page }) => {
    await open(page);
    await table(page).getByRole('button', { name: 'Delete Mexico (+52)' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Delete “Mexico (+52)”? This cannot be undone.');
    const request = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().includes('/call_rates_delete'),
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    expect((await request).postDataJSON()).toEqual({ id: '6650a1f2c3d4e5f6afaf0004' });
    await expect(page.getByText('Call rate deleted')).toBeVisible();
  });

  test('imports a CSV: the bad row is shown with its error, the good rows are sent as a CSV file', async ({
    page,
  }) => {
    await open(page);
    const dialog = await chooseFile(page);
    const bad = dialog.getByRole('row').filter({ hasText: 'Atlantis' });
    await expect(bad).toContainText('Prefix: Please enter a prefix of 1 to 15 digits');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The browser hands a multipart body with a file to an interceptor only.
    let body = '';
    let contentType = '';
    await page.route(IMPORT_PATH, async (route) => {
      body = route.request().postDataBuffer()?.toString('utf8') ?? '';
      contentType = (await route.request().allHeaders())['content-type'] ?? '';
      await route.fallback();
    });
    const answered = page.waitForResponse(IMPORT_PATH);
    await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
    expect((await answered).status()).toBe(200);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(body).toMatch(/name="file"; filename="batch\.csv"\r\nContent-Type: text\/csv/);
    expect(body).toContain(
      'destination,prefix,pricePerMinute,licensePricePerMinute,currency\r\n' +
        'Mexico,52,0.025,0.05,USD\r\n' +
        'Spain,34,0.022,0.05,USD\r\n--',
    );
    expect(body).not.toContain('Atlantis');
    await expect(dialog.getByText('Import finished')).toBeVisible();
    await expect(dialog.getByText('Call rates imported')).toBeVisible();
    await expect(dialog.getByText('Imported: 22')).toBeVisible();
  });

  test('sends the merge import to the company chosen under the table', async ({ page }) => {
    await open(page);
    const target = page.getByRole('combobox', { name: 'Import into' });
    await expect(target.locator('option:checked')).toHaveText('Platform defaults');
    await expect(page.getByText('deletes the 4 call rates of the platform defaults')).toBeVisible();
    await target.selectOption({ label: 'Summit Roofing Co.' });
    await expect(page.getByText('deletes the 1 call rate of Summit Roofing Co.')).toBeVisible();
    const dialog = await chooseFile(page);
    const sent = await multipartBody(page, IMPORT_PATH);
    const answered = page.waitForResponse(IMPORT_PATH);
    await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
    expect((await answered).status()).toBe(200);
    expect(sent().body).toMatch(/name="company"\r\n\r\n6650a1f2c3d4e5f6aaaa0002\r\n/);
    await expect(dialog.getByText('Imported: 22')).toBeVisible();
  });

  test('replaces all call rates: the dialog says what goes, the summary how many went', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('button', { name: 'Import (add and update)', exact: true })).toBeVisible();
    const dialog = await chooseFile(page, REPLACE);
    // Before anything is sent, the dialog says what the replacement deletes.
    await expect(
      dialog.getByText(
        '“Replace all call rates” deletes the 4 call rates of the platform defaults before adding the rows of the file.',
      ),
    ).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const sent = await multipartBody(page, REPLACE_PATH);
    const answered = page.waitForResponse(REPLACE_PATH);
    await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
    expect((await answered).status()).toBe(200);
    const { body, type } = sent();
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    // The platform defaults: no company is sent.
    expect(body).not.toContain('name="company"');
    expect(body).toContain('Mexico,52,0.025,0.05,USD\r\nSpain,34,0.022,0.05,USD\r\n--');
    await expect(
      dialog.getByText('Call rates replaced. 198 earlier call rates were deleted first.'),
    ).toBeVisible();
    await expect(dialog.getByText('Imported: 212')).toBeVisible();
    await expect(dialog.getByText('Row 57: prefix must contain digits only: "44-7"')).toBeVisible();
  });

  test('a failed import shows the server message and keeps the file and the column choices', async ({
    page,
  }) => {
    await open(page);
    const dialog = await chooseFile(page);
    // A column choice made by hand: the currency is not imported.
    const currency = dialog.getByRole('combobox', { name: 'Currency' });
    await currency.selectOption({ label: 'Not imported' });
    await expect(dialog.getByText('Choose a column for: Currency')).toBeVisible();
    await currency.selectOption({ label: 'Currency' });
    const price = dialog.getByRole('combobox', { name: 'Price per minute', exact: true });
    await price.selectOption({ label: 'License price per minute' });

    await page.route(IMPORT_PATH, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The rate store is not reachable.' }),
      }),
    );
    await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(
      dialog.getByText('The import failed. Your file and column choices are kept, so you can try again.'),
    ).toBeVisible();
    await expect(dialog.getByText('The rate store is not reachable.')).toBeVisible();
    await expect(price.locator('option:checked')).toHaveText('License price per minute');
    await expect(dialog.getByText('Ready to import: 2. With errors, not imported: 1.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import 2 rows' })).toBeEnabled();
  });
});
