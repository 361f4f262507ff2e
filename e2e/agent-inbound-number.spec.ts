import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { useOwnData } from './mock-state';
import { signInAs } from './session';

// Seed: Dental Receptionist (bbbb0001) answers +14155550123 (ffff0001); +14155550124 (ffff0002) is
// the company's free number; +16505550187 rings Front Desk Agent; After-hours Triage (bbbb0004) has none.
const DENTAL = '6650a1f2c3d4e5f6bbbb0001';
const TRIAGE = '6650a1f2c3d4e5f6bbbb0004';
const DID = (n: number) => `6650a1f2c3d4e5f6ffff000${n}`;
const editor = (agentId: string) => `/agent/prompt_editor?agentId=${agentId}`;
const numberSelect = (page: Page) => page.getByRole('combobox', { name: 'Phone number' });

async function openEditor(page: Page, agentId: string, name: string) {
  await page.goto(editor(agentId));
  await expect(page.getByTestId('agent-name')).toHaveText(name);
  await expect(numberSelect(page)).toBeEnabled();
}

test.describe("an agent's inbound number", () => {
  test.beforeEach(async ({ page }) => {
    await useOwnData(page);
    await signInAs(page, 'user', { tourSeen: 'true' });
  });

  test('moves to another number, frees the old one for another agent, and holds after reload', async ({
    page,
  }) => {
    await openEditor(page, DENTAL, 'Dental Receptionist');
    await expect(numberSelect(page)).toHaveValue(DID(1));
    await expect(numberSelect(page).locator('option')).toHaveText([
      'Not Assigned',
      '+14155550123',
      '+14155550124',
    ]);

    const put = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith(`/api/dids/agent/${DENTAL}`),
    );
    await numberSelect(page).selectOption({ label: '+14155550124' });
    expect((await put).postDataJSON()).toEqual({ didId: DID(2) });
    await expect(page.getByText('Phone number updated successfully')).toBeVisible();
    await expect(numberSelect(page)).toHaveValue(DID(2));
    await page.reload();
    await expect(numberSelect(page)).toHaveValue(DID(2));

    await openEditor(page, TRIAGE, 'After-hours Triage');
    await expect(numberSelect(page)).toHaveValue('');
    await expect(numberSelect(page).locator('option')).toHaveText(['Not Assigned', '+14155550123']);
    await numberSelect(page).selectOption({ label: '+14155550123' });
    await expect(page.getByText('Phone number updated successfully')).toBeVisible();
    await page.reload();
    await expect(numberSelect(page)).toHaveValue(DID(1));
  });

  test('leaves the agent without a number on Not Assigned, after reload too', async ({ page }) => {
    await openEditor(page, DENTAL, 'Dental Receptionist');
    await numberSelect(page).selectOption({ label: 'Not Assigned' });
    await expect(page.getByText('Phone number updated successfully')).toBeVisible();
    await expect(numberSelect(page)).toHaveValue('');
    await page.reload();
    await expect(numberSelect(page)).toHaveValue('');
  });

  test.describe('a number taken meanwhile', () => {
    // The mock refuses it with the contract's 422, which is what this test is after.
    test.use({ allowContractErrors: true });

    test('says why when another tab gave the number to another agent first', async ({ page }) => {
      await openEditor(page, TRIAGE, 'After-hours Triage');
      const other = await page.context().newPage();
      await openEditor(other, DENTAL, 'Dental Receptionist');
      await numberSelect(other).selectOption({ label: '+14155550124' });
      await expect(other.getByText('Phone number updated successfully')).toBeVisible();
      await other.close();

      await numberSelect(page).selectOption({ label: '+14155550124' });
      await expect(page.getByText('+14155550124 already answers with another agent')).toBeVisible();
      await expect(numberSelect(page)).toHaveValue('');
    });
  });
});
