import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { useOwnData } from './mock-state';
import { signInAs } from './session';

// The mock's call rates: platform defaults for 1, 34, 44 and 52 (Mexico, 0.028 / 0.06 USD), and
// BrightSmile's own price for 1 (0.01 / 0.05 USD).
const checkBox = (page: Page) => page.getByRole('region', { name: "Check a number's price" });
const answer = (page: Page) => checkBox(page).getByRole('status');
const drawer = (page: Page) => page.getByRole('dialog');
const field = (page: Page, name: string) => drawer(page).getByRole('textbox', { name, exact: true });

async function check(page: Page, number: string) {
  await checkBox(page).getByLabel('Phone number').fill(number);
  await checkBox(page).getByRole('button', { name: 'Check price' }).click();
}

test.describe("checking a number's minute price", () => {
  test.beforeEach(async ({ page }) => {
    await useOwnData(page);
    await signInAs(page, 'superAdmin', { tourSeen: 'true' });
    await page.goto('/superadmin/edit-minute-prices');
    await expect(page.getByRole('table', { name: 'Minute prices' }).getByRole('row')).toHaveCount(7);
  });

  test('shows the platform default, then the chosen company’s own price, by the longest prefix', async ({
    page,
  }) => {
    const asked = page.waitForRequest((request) => request.url().endsWith('/api/get_call_rates_minute'));
    await check(page, '+52 55 1234 5678');
    expect((await asked).postDataJSON()).toEqual({ prefix: '525512345678' });
    await expect(answer(page)).toContainText('0.028 USD per minute, license 0.06 USD per minute');
    await expect(answer(page)).toContainText('The platform default for prefix 52 (Mexico)');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page
      .getByRole('combobox', { name: 'Import into' })
      .selectOption({ label: 'BrightSmile Dental Group' });
    await check(page, '+1 (415) 555-0198');
    await expect(answer(page)).toContainText('0.01 USD per minute, license 0.05 USD per minute');
    await expect(answer(page)).toContainText("The company's own price for prefix 1 (United States)");
    await check(page, '+34 911 234 567');
    await expect(answer(page)).toContainText('The platform default for prefix 34 (Spain)');
  });

  test('refuses what is not a number, and says when no prefix matches', async ({ page }) => {
    await check(page, '1-800-FLOWERS');
    await expect(checkBox(page).getByText('Enter a phone number of up to 15 digits.')).toBeVisible();
    await check(page, '999 123');
    await expect(answer(page)).toContainText("No prefix matches: the platform's base prices apply.");
  });

  test('follows a price added on the screen, also after reload', async ({ page }) => {
    await page.getByRole('button', { name: 'New call rate' }).click();
    await field(page, 'Destination').fill('Mexico City');
    await field(page, 'Prefix').fill('5255');
    await field(page, 'Price per minute').fill('0.019');
    await field(page, 'License price per minute').fill('0.05');
    await field(page, 'Currency').fill('USD');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Call rate saved')).toBeVisible();

    await check(page, '+52 55 1234 5678');
    await expect(answer(page)).toContainText('0.019 USD per minute');
    await expect(answer(page)).toContainText('The platform default for prefix 5255 (Mexico City)');
    await page.reload();
    await check(page, '+52 55 1234 5678');
    await expect(answer(page)).toContainText('The platform default for prefix 5255 (Mexico City)');
  });
});
