import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';

// /superadmin/plan against the mock: the contract's three plans (Starter, Growth, Enterprise).
const table = (page: Page) => page.getByRole('table', { name: 'Plans' });
const drawer = (page: Page) => page.getByRole('dialog');

async function open(page: Page) {
  await signInAs(page, 'superAdmin', { tourSeen: 'true' });
  await page.goto('/superadmin/plan');
  await expect(table(page).getByRole('row')).toHaveCount(4);
}

test.describe('the plans catalogue', () => {
  test('lists the plans and sorts them by price', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
    await expect(table(page)).toContainText('149 USD / month');
    await table(page).getByRole('button', { name: 'Price' }).click();
    await table(page).getByRole('button', { name: 'Price' }).click();
    await expect(table(page).getByRole('row').nth(1)).toContainText('Enterprise');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('refuses an invalid plan, then creates a valid one', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'New plan' }).click();
    await drawer(page).getByRole('textbox', { name: 'Price', exact: true }).fill('-5');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await expect(drawer(page).getByText('Please enter a name')).toBeVisible();
    await expect(drawer(page).getByText('Please enter an amount of 0 or more').first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await drawer(page).getByLabel('Name').fill('Clinic Plus');
    await drawer(page).getByRole('textbox', { name: 'Price', exact: true }).fill('249');
    await drawer(page).getByLabel('Minutes included').fill('4000');
    await drawer(page).getByLabel('Price per extra minute').fill('0.09');
    await drawer(page).getByLabel('Agents').fill('8');
    await drawer(page).getByLabel('Team members').fill('15');
    await drawer(page).getByLabel('Phone numbers').fill('8');
    const request = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/plans'),
    );
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    expect((await request).postDataJSON()).toMatchObject({
      name: 'Clinic Plus',
      price: 249,
      currency: 'USD',
      interval: 'month',
      minutesIncluded: 4000,
      isActive: true,
    });
    await expect(drawer(page)).toHaveCount(0);
  });

  test('edits a plan with PUT /plans carrying its id', async ({ page }) => {
    await open(page);
    await table(page).getByRole('button', { name: 'Edit Growth' }).click();
    await expect(drawer(page).getByLabel('Name')).toHaveValue('Growth');
    await drawer(page).getByLabel('Minutes included').fill('2500');
    const request = page.waitForRequest((r) => r.method() === 'PUT');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    const sent = await request;
    expect(new URL(sent.url()).pathname).toMatch(/\/plans$/);
    expect(sent.postDataJSON()).toMatchObject({ id: '6650a1f2c3d4e5f688880002', minutesIncluded: 2500 });
    await expect(drawer(page)).toHaveCount(0);
  });

  test('deletes a plan by the query parameter id after confirmation', async ({ page }) => {
    await open(page);
    await table(page).getByRole('button', { name: 'Delete Starter' }).click();
    const request = page.waitForRequest((r) => r.method() === 'DELETE');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    const url = new URL((await request).url());
    expect(url.pathname).toMatch(/\/plans$/);
    expect(url.searchParams.get('id')).toBe('6650a1f2c3d4e5f688880001');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('subscribes a company to a plan', async ({ page }) => {
    await open(page);
    const section = page.getByRole('region', { name: 'Subscribe a company to a plan' });
    await section
      .getByRole('combobox', { name: 'Company' })
      .selectOption({ label: 'Cascade Roofing & Gutters' });
    await expect(section).toContainText('Current plan: Starter');
    await section.getByRole('combobox', { name: 'Plan' }).selectOption({ label: 'Growth' });
    const request = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().includes('/company/update_plan'),
    );
    await section.getByRole('button', { name: 'Subscribe' }).click();
    expect((await request).postDataJSON()).toEqual({
      companyId: '6650a1f2c3d4e5f6aaaa0004',
      planId: '6650a1f2c3d4e5f688880002',
    });
    await expect(page.getByText('Plan updated successfully')).toBeVisible();
  });
});
