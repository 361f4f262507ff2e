import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { useOwnData } from './mock-state';
import { signInAs } from './session';

// Summit Roofing Co. follows the Starter plan (500 minutes, 2 agents, 3 seats); the mock's data gives
// it no agents and 1 user.
const COMPANY = 'Summit Roofing Co.';
const usersDialog = (page: Page) => page.getByRole('dialog', { name: `Users of ${COMPANY}` });
const usage = (page: Page) => usersDialog(page).getByRole('region', { name: 'Plan and usage' });

async function openUsage(page: Page) {
  await page.goto('/companies');
  await page.getByRole('button', { name: `Users of ${COMPANY}` }).click();
  await expect(usage(page)).toContainText('Starter');
}

test.describe("a company's space", () => {
  test.beforeEach(async ({ page }) => {
    await useOwnData(page);
    await signInAs(page, 'superAdmin', { tourSeen: 'true' });
  });

  test('sets the limits, refuses an invalid one, and keeps them after reload', async ({ page }) => {
    await openUsage(page);
    await expect(usage(page)).toContainText('0 of 500');
    await usage(page).getByRole('button', { name: 'Set space' }).click();
    const drawer = page.getByRole('dialog', { name: `Set the space of ${COMPANY}` });
    await expect(drawer.getByLabel('Call minutes per period')).toHaveValue('500');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await drawer.getByLabel('Seats').fill('0');
    await drawer.getByRole('button', { name: 'Save space' }).click();
    await expect(drawer.getByText('Enter a whole number of seats from 1 to 1,000.')).toBeVisible();

    await drawer.getByLabel('Call minutes per period').fill('750');
    await drawer.getByLabel('Agents').fill('4');
    await drawer.getByLabel('Seats').fill('6');
    const saved = page.waitForRequest((request) => request.url().endsWith('/api/update_space'));
    await drawer.getByRole('button', { name: 'Save space' }).click();
    expect((await saved).postDataJSON()).toMatchObject({ minutes: 750, agents: 4, seats: 6 });
    await expect(page.getByText('Space updated successfully')).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(usage(page)).toContainText('0 of 750');
    await expect(usage(page)).toContainText('0 of 4');
    await expect(usage(page)).toContainText('1 of 6');

    await page.reload();
    await openUsage(page);
    await expect(usage(page)).toContainText('0 of 750');
  });

  test('removes the space after confirming, back to the plan’s limits after reload', async ({ page }) => {
    await openUsage(page);
    await usage(page).getByRole('button', { name: 'Set space' }).click();
    const drawer = page.getByRole('dialog', { name: `Set the space of ${COMPANY}` });
    await drawer.getByLabel('Call minutes per period').fill('900');
    await drawer.getByRole('button', { name: 'Save space' }).click();
    await expect(usage(page)).toContainText('0 of 900');

    await usage(page).getByRole('button', { name: 'Remove space' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Remove the space of ${COMPANY}?` });
    await expect(confirm).toContainText(`${COMPANY} will follow the limits of its plan again.`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(usage(page)).toContainText('0 of 900');

    await usage(page).getByRole('button', { name: 'Remove space' }).click();
    await confirm.getByRole('button', { name: 'Remove space' }).click();
    await expect(
      page.getByText(`Space deleted. ${COMPANY} now follows the limits of the Starter plan.`),
    ).toBeVisible();
    await expect(usage(page)).toContainText('0 of 500');
    await page.reload();
    await openUsage(page);
    await expect(usage(page)).toContainText('0 of 500');
  });

  test('keeps what was typed when saving fails', async ({ page }) => {
    await openUsage(page);
    await page.route('**/api/update_space', (route) =>
      route.fulfill({ status: 500, json: { message: 'Server down' } }),
    );
    await usage(page).getByRole('button', { name: 'Set space' }).click();
    const drawer = page.getByRole('dialog', { name: `Set the space of ${COMPANY}` });
    await drawer.getByLabel('Call minutes per period').fill('640');
    await drawer.getByRole('button', { name: 'Save space' }).click();
    await expect(page.getByText('Server down')).toBeVisible();
    await expect(drawer.getByLabel('Call minutes per period')).toHaveValue('640');
  });
});
