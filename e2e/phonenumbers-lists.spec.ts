import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';

// The company's phone numbers against the mock: the contract's example list of GET /dids holds
// one Available number (+13125550166, Chicago), four Assigned (three to BrightSmile, one to another
// company) and one Requested (+17025550135, Las Vegas).
const table = (page: Page, name: string) => page.getByRole('table', { name });
const row = (page: Page, name: string, number: string) =>
  table(page, name).getByRole('row').filter({ hasText: number });
const SERVER_DOWN = { status: 500, json: { message: 'The number pool is being updated. Please try again.' } };

async function open(page: Page, path: string) {
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto(path);
}

test.describe('available numbers', () => {
  test('/phonenumbers opens the available numbers, with their place, capabilities and price', async ({
    page,
  }) => {
    await open(page, '/phonenumbers');
    await expect(page).toHaveURL('/phonenumbers/available');
    await expect(page.getByRole('heading', { level: 1, name: 'Available numbers' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Phone number lists' });
    await expect(nav.getByRole('link', { name: 'Available' })).toHaveAttribute('aria-current', 'page');
    const chicago = row(page, 'Available numbers', '+13125550166');
    await expect(chicago).toContainText('Chicago, IL · US');
    await expect(chicago).toContainText('Voice');
    await expect(chicago).not.toContainText('SMS');
    await expect(chicago).toContainText('$1.00');
    // Only Available numbers: the assigned and requested ones of the same answer are not offered.
    await expect(table(page, 'Available numbers').getByRole('row')).toHaveCount(2);
    await expect(page.getByText('1 number available')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('searches by area code and country', async ({ page }) => {
    await open(page, '/phonenumbers/available');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('415');
    await expect(page.getByText('No available number matches your search.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Available numbers' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await search.fill('312');
    await expect(row(page, 'Available numbers', '+13125550166')).toBeVisible();
    await page.getByRole('combobox', { name: 'Country' }).selectOption('US');
    await expect(row(page, 'Available numbers', '+13125550166')).toBeVisible();
  });

  test('requests a number after confirming, with the server message', async ({ page }) => {
    await open(page, '/phonenumbers/available');
    await page.getByRole('button', { name: 'Request +13125550166' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request this number?' });
    await expect(dialog).toContainText(
      '+13125550166 (Chicago, IL · US) will be reserved for your organisation.',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/dids/request'));
    await dialog.getByRole('button', { name: 'Request number' }).click();
    expect((await sent).postDataJSON()).toEqual({
      didId: '6650a1f2c3d4e5f6ffff0004',
      country: 'US',
      areaCode: '312',
      quantity: 1,
    });
    await expect(
      page.getByText('Phone number requested. We will let you know once it is approved.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('a refused request says why and keeps the dialog open', async ({ page }) => {
    await open(page, '/phonenumbers/available');
    await page.route('**/api/dids/request', (route) => route.fulfill(SERVER_DOWN));
    await page.getByRole('button', { name: 'Request +13125550166' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request this number?' });
    await dialog.getByRole('button', { name: 'Request number' }).click();
    await expect(page.getByText(SERVER_DOWN.json.message)).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a failed list shows the error and recovers with Try again', async ({ page }) => {
    // Down until the error is on screen: how many reads that takes (the route's, its one retry, the
    // screen's own on mount) depends on how soon the screen mounts.
    let down = true;
    await page.route('**/api/dids?*', (route) => (down ? route.fulfill(SERVER_DOWN) : route.fallback()));
    await open(page, '/phonenumbers/available');
    await expect(page.getByRole('alert').filter({ hasText: SERVER_DOWN.json.message })).toBeVisible();
    down = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(row(page, 'Available numbers', '+13125550166')).toBeVisible();
  });
});

test.describe('reserved numbers', () => {
  test("lists the organisation's numbers with the agents they serve", async ({ page }) => {
    await open(page, '/phonenumbers/reserved');
    await expect(page.getByRole('heading', { level: 1, name: 'Reserved numbers' })).toBeVisible();
    const receptionist = row(page, 'Reserved numbers', '+14155550123');
    const link = receptionist.getByRole('link', { name: 'Dental Receptionist' });
    await expect(link).toHaveAttribute('href', '/agent/prompt_editor?agentId=6650a1f2c3d4e5f6bbbb0001');
    const outboundOnly = row(page, 'Reserved numbers', '+14155550124');
    await expect(outboundOnly).toContainText('Not Assigned');
    await expect(outboundOnly).toContainText('Recall Reminders');
    await expect(row(page, 'Reserved numbers', '+16505550187').getByRole('link')).toHaveText(
      'Front Desk Agent',
    );
    // Another company's number and the available and requested ones are not listed.
    await expect(table(page, 'Reserved numbers').getByRole('row')).toHaveCount(4);
    await expect(table(page, 'Reserved numbers')).not.toContainText('+12125550177');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await link.click();
    await expect(page).toHaveURL('/agent/prompt_editor?agentId=6650a1f2c3d4e5f6bbbb0001');
  });

  test('says so when the organisation holds no number', async ({ page }) => {
    await page.route('**/api/dids?*', (route) => route.fulfill({ json: { data: { data: [] } } }));
    await open(page, '/phonenumbers/reserved');
    await expect(page.getByText('Your organisation holds no numbers yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Browse available numbers' }).click();
    await expect(page).toHaveURL('/phonenumbers/available');
  });
});

test.describe('requested numbers', () => {
  test('cancels a request after confirming, with the server message', async ({ page }) => {
    await open(page, '/phonenumbers/requested');
    await expect(page.getByRole('heading', { level: 1, name: 'Requested numbers' })).toBeVisible();
    const vegas = row(page, 'Requested numbers', '+17025550135');
    await expect(vegas).toContainText('Awaiting approval');
    await expect(vegas).toContainText('Nov 18, 2026');
    await expect(table(page, 'Requested numbers').getByRole('row')).toHaveCount(2);
    await vegas.getByRole('button', { name: 'Cancel the request for +17025550135' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this request?' });
    await expect(dialog).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/dids/cancel/'));
    await dialog.getByRole('button', { name: 'Cancel request' }).click();
    expect((await sent).postDataJSON()).toEqual({ id: '6650a1f2c3d4e5f6ffff0006' });
    await expect(page.getByText('Phone number request cancelled')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('a refused cancel says why and keeps the dialog open', async ({ page }) => {
    await open(page, '/phonenumbers/requested');
    await page.route('**/api/dids/cancel/', (route) => route.fulfill(SERVER_DOWN));
    await page.getByRole('button', { name: 'Cancel the request for +17025550135' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this request?' });
    await dialog.getByRole('button', { name: 'Cancel request' }).click();
    await expect(page.getByText(SERVER_DOWN.json.message)).toBeVisible();
    await expect(dialog).toBeVisible();
  });
});
