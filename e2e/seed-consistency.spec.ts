import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { useOwnData } from './mock-state';
import { signInAs } from './session';

// Issue 37, as QA found it: a count on one screen against the list behind it on another, in the
// mock that remembers (a data set of the test's own), where the counts come from the stored rows.

async function start(page: Page, path: string) {
  await useOwnData(page, 'seed-consistency');
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto(path);
}

const numberIn = async (locator: Locator, pattern: RegExp): Promise<number> => {
  const match = pattern.exec(await locator.innerText());
  if (!match?.[1]) throw new Error(`${pattern} not found in ${await locator.innerText()}`);
  return Number(match[1]);
};

test.describe('the seed agrees with itself', () => {
  test("a campaign's Called count is the calls its dialog lists that were placed", async ({ page }) => {
    await start(page, '/campaign');
    const table = page.getByRole('table', { name: 'Campaigns' });
    await expect(table.getByRole('row')).toHaveCount(5);
    for (const name of ['Whitening promo follow-up', 'November recall']) {
      const row = table.getByRole('row').filter({ hasText: name });
      const called = await numberIn(row, /Called: (\d+)/);
      const pending = await numberIn(row, /Pending: (\d+)/);
      await row.getByRole('button', { name: `Progress and calls of ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Calls of ${name}` });
      const calls = dialog.getByRole('table', { name: `Calls of ${name}` });
      await expect(calls.or(dialog.getByText('No calls yet.'))).toBeVisible();
      await expect(dialog.getByText(`Called: ${called}`)).toBeVisible();
      const rows = calls.getByRole('row').filter({ has: page.getByRole('cell') });
      const queued = rows.filter({ hasText: 'Queued' });
      expect(called).toBeGreaterThan(0);
      expect((await rows.count()) - (await queued.count())).toBe(called);
      expect(pending).toBeGreaterThanOrEqual(await queued.count());
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await expect(dialog).toBeHidden();
    }
    // The campaign QA found: every call it made is in its dialog.
    const whitening = table.getByRole('row').filter({ hasText: 'Whitening promo follow-up' });
    await expect(whitening).toContainText('Called: 2');
  });

  test("each agent card's counts are what its editor and the calls screen list", async ({ page }) => {
    await start(page, '/agent');
    const list = page.getByRole('list', { name: 'Agents' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    const seen = new Set<string>();
    for (const name of ['Dental Receptionist', 'Recall Reminders']) {
      const card = list.getByRole('listitem').filter({ hasText: name });
      const meta = card.getByText(/knowledge files? ·/);
      const functions = await numberIn(meta, /(\d+) functions?/);
      const files = await numberIn(meta, /(\d+) knowledge files?/);
      const calls = await numberIn(meta, /(\d+) calls?$/);
      seen.add(`${functions}/${files}`);

      await card.getByRole('link', { name }).click();
      const functionCard = page.getByRole('region', { name: 'Function', exact: true });
      const items = functionCard.getByRole('listitem');
      await expect(items.first().or(functionCard.getByText('No functions yet'))).toBeVisible();
      expect(await items.count()).toBe(functions);
      const knowledge = page.getByTestId('knowledge-card');
      const fileTable = knowledge.getByRole('region', { name: 'Knowledge files' });
      await expect(fileTable.or(knowledge.getByText('No files uploaded yet'))).toBeVisible();
      expect(await fileTable.getByRole('button', { name: /^Delete / }).count()).toBe(files);

      const agentId = new URL(page.url()).searchParams.get('agentId');
      await page.goto(`/calls?agentId=${agentId}`);
      const log = page.getByRole('region', { name: 'Call list' });
      const count = log.getByText(/^\d+ calls?$/);
      await expect(count.or(log.getByText('No calls match these filters'))).toBeVisible();
      expect((await count.count()) ? await numberIn(count, /^(\d+) calls?$/) : 0).toBe(calls);
      await page.goto('/agent');
    }
    // Two agents with different counts: a card showing another agent's would be caught.
    expect(seen.size).toBe(2);
  });
});
