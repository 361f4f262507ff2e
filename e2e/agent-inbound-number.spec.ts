import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { useOwnData } from './mock-state';
import { signInAs } from './session';

// Seed: Dental Receptionist (bbbb0001, live as version 1) answers +14155550123 (ffff0001);
// +14155550124 (ffff0002) is the company's free number; +16505550187 rings Front Desk Agent;
// After-hours Triage (bbbb0004, never published) has none. With versions (proposal) a live agent's
// number changes in its draft and rings it once published.
const DENTAL = '6650a1f2c3d4e5f6bbbb0001';
const TRIAGE = '6650a1f2c3d4e5f6bbbb0004';
const DID = (n: number) => `6650a1f2c3d4e5f6ffff000${n}`;
const editor = (agentId: string) => `/agent/prompt_editor?agentId=${agentId}`;
const numberSelect = (page: Page) => page.getByRole('combobox', { name: 'Phone number' });
const liveNote = (page: Page) => page.getByText(/^Callers (reach|cannot reach) this agent/);
const versions = (page: Page) => page.getByRole('group', { name: 'Versions' });

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

  test("moves a live agent's number in its draft; callers keep the old one until it is published", async ({
    page,
  }) => {
    test.slow(); // two editors, three reloads and a publish
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
    await expect(liveNote(page)).toHaveText('Callers reach this agent on +14155550123 until you publish.');
    await expect(versions(page).getByText('Unpublished changes')).toBeVisible();
    await page.reload();
    await expect(numberSelect(page)).toHaveValue(DID(2));
    await expect(liveNote(page)).toBeVisible();

    // Callers still dial the old number, and the new one is the draft's: neither is free.
    await openEditor(page, TRIAGE, 'After-hours Triage');
    await expect(numberSelect(page).locator('option')).toHaveText(['Not Assigned']);

    await openEditor(page, DENTAL, 'Dental Receptionist');
    await versions(page).getByRole('button', { name: 'Publish' }).click();
    const publish = page.getByRole('dialog', { name: 'Publish Dental Receptionist' });
    const numberDiff = publish.getByRole('region', { name: 'Inbound number' });
    await expect(numberDiff.locator('li[data-kind="removed"]')).toHaveText(['−Removed: +14155550123']);
    await expect(numberDiff.locator('li[data-kind="added"]')).toHaveText(['+Added: +14155550124']);
    await publish.getByRole('button', { name: 'Publish' }).click();
    await publish.getByRole('button', { name: 'Publish anyway' }).click();
    await expect(page.getByText('Version 2 is live')).toBeVisible();
    await expect(liveNote(page)).toHaveCount(0);
    await expect(numberSelect(page)).toHaveValue(DID(2));

    // Published: the old number is free, and an agent never published answers on it at once.
    await openEditor(page, TRIAGE, 'After-hours Triage');
    await expect(numberSelect(page)).toHaveValue('');
    await expect(numberSelect(page).locator('option')).toHaveText(['Not Assigned', '+14155550123']);
    await numberSelect(page).selectOption({ label: '+14155550123' });
    await expect(page.getByText('Phone number updated successfully')).toBeVisible();
    await page.reload();
    await expect(numberSelect(page)).toHaveValue(DID(1));
    await expect(liveNote(page)).toHaveCount(0);
  });

  test('leaves the agent without a number on Not Assigned, after reload too', async ({ page }) => {
    await openEditor(page, DENTAL, 'Dental Receptionist');
    await numberSelect(page).selectOption({ label: 'Not Assigned' });
    await expect(page.getByText('Phone number updated successfully')).toBeVisible();
    await expect(numberSelect(page)).toHaveValue('');
    await expect(liveNote(page)).toHaveText('Callers reach this agent on +14155550123 until you publish.');
    await page.reload();
    await expect(numberSelect(page)).toHaveValue('');
  });

  test.describe('a number taken meanwhile', () => {
    // The mock refuses it with the contract's 422, which is what this test is after.
    test.use({ allowContractErrors: true });

    test("says why when another tab gave the number to another agent's draft first", async ({ page }) => {
      await openEditor(page, TRIAGE, 'After-hours Triage');
      const other = await page.context().newPage();
      await openEditor(other, DENTAL, 'Dental Receptionist');
      await numberSelect(other).selectOption({ label: '+14155550124' });
      await expect(other.getByText('Phone number updated successfully')).toBeVisible();
      await other.close();

      await numberSelect(page).selectOption({ label: '+14155550124' });
      await expect(
        page.getByText("+14155550124 is kept for another agent's unpublished changes"),
      ).toBeVisible();
      await expect(numberSelect(page)).toHaveValue('');
      await expect(numberSelect(page).locator('option')).toHaveText(['Not Assigned']);
    });
  });
});
