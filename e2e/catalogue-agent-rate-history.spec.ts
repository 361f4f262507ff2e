import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { useOwnData } from './mock-state';
import { signInAs } from './session';

// Its clock cannot join the worker's warm context (e2e/fixtures.ts).
test.use({ ownContext: true });

// Dental Receptionist's rates in the mock: 0.09 USD from 2026-01-01 and 0.08 USD from 2026-12-01.
// The day is fixed so that which rate applies today does not move with the calendar.
const agentRates = (page: Page) => page.getByRole('table', { name: 'Agent rates' });
const drawer = (page: Page) => page.getByRole('dialog');
const textbox = (page: Page, name: string) => drawer(page).getByRole('textbox', { name, exact: true });
const historyDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Rate history of Dental Receptionist' });
const historyRows = (page: Page) =>
  historyDialog(page).getByRole('table', { name: 'Rate history of Dental Receptionist' }).getByRole('row');

async function openHistory(page: Page) {
  const asked = page.waitForRequest((r) => r.url().endsWith('/api/agents/get_agent_rates'));
  await agentRates(page)
    .getByRole('button', { name: 'Rate history of Dental Receptionist (rate from 2026-01-01)' })
    .click();
  expect((await asked).postDataJSON()).toEqual({ agentId: '6650a1f2c3d4e5f6bbbb0001' });
}

test.describe("an agent's rate history", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-24T12:00:00'));
    await useOwnData(page);
    await signInAs(page, 'superAdmin', { tourSeen: 'true' });
    await page.goto('/superadmin/license-minute-prices');
    await expect(agentRates(page).getByRole('row')).toHaveCount(6);
  });

  test('lists every rate newest first, marking the one that applies today', async ({ page }) => {
    await openHistory(page);
    await expect(historyRows(page)).toHaveText([
      /From.*Price per minute.*Status/,
      /2026-12-01.*0\.08 USD.*Scheduled/,
      /2026-01-01.*0\.09 USD.*Applies today/,
    ]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await historyDialog(page).getByRole('button', { name: 'Close' }).first().click();
    await expect(historyDialog(page)).toHaveCount(0);
  });

  test('shows a rate added for a new day, also after reload', async ({ page }) => {
    await page.getByRole('button', { name: 'New agent rate' }).click();
    await drawer(page)
      .getByRole('combobox', { name: 'Agent' })
      .selectOption({ label: 'Dental Receptionist' });
    await textbox(page, 'Price per minute').fill('0.085');
    await textbox(page, 'Currency').fill('USD');
    await textbox(page, 'From').fill('2026-06-01');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Agent rate saved')).toBeVisible();
    await expect(drawer(page)).toHaveCount(0);

    const expected = [
      /From/,
      /2026-12-01.*0\.08 USD.*Scheduled/,
      /2026-06-01.*0\.085 USD.*Applies today/,
      /2026-01-01.*0\.09 USD.*Replaced/,
    ];
    await openHistory(page);
    await expect(historyRows(page)).toHaveText(expected);
    await page.reload();
    await openHistory(page);
    await expect(historyRows(page)).toHaveText(expected);
  });
});
