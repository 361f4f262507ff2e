import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, seriousA11yViolations, test } from './fixtures';
import { useOwnData } from './mock-state';
import { signInAs } from './session';

// A ticket's files and the deletion of a ticket, against the stateful mock in a data set of its own
// per test (the contract's examples: TCK-1042 opened by Carlos Rivera with three files, one of them
// uploaded by Maya Thompson, who is signed in; TCK-1047 opened by Maya).
const TCK_1042 = '6650a1f2c3d4e5f6abab0001';
const TCK_1047 = '6650a1f2c3d4e5f6abab0002';
const LIST = '/company-settings?tab=tickets';
const CONTENT = 'date,patient,calls\n2026-11-20,Jordan Lee,1\n';

const sent = (page: Page, method: string, path: string) =>
  page.waitForRequest((req) => req.method() === method && new URL(req.url()).pathname.endsWith(path));

async function openTicket(page: Page, id: string, heading: string) {
  await useOwnData(page);
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto(`${LIST}&ticket=${id}`);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

test.describe('support tickets: files and deletion', () => {
  // Several loads of the whole console with reloads between the steps: slow on a busy machine.
  test.slow();

  test("lists a ticket's files; the user's own file is renamed and replaced, and both hold", async ({
    page,
  }) => {
    await openTicket(
      page,
      TCK_1042,
      'TCK-1042 · Recall Reminders calls the same patient twice in one morning',
    );
    const files = page.getByRole('table', { name: 'Files of TCK-1042' });
    const rows = files.getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText('duplicate-calls-nov-16.csv');
    await expect(rows.nth(1)).toContainText('Sent with a message');
    await expect(rows.nth(3)).toContainText('recall-calls-nov-20.csv');
    await expect(rows.nth(3)).toContainText('Not sent yet');
    // Only the uploader (or support) may change a file; only the opener may delete the ticket.
    await expect(files.getByRole('button', { name: 'Rename duplicate-calls-nov-16.csv' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete ticket' })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await files.getByRole('button', { name: 'Rename recall-calls-nov-20.csv' }).click();
    const drawer = page.getByRole('dialog', { name: 'Rename recall-calls-nov-20.csv' });
    await expect(drawer).toContainText('The file keeps its extension, .csv.');
    const name = drawer.getByRole('textbox', { name: /^Name/ });
    await expect(name).toHaveValue('recall-calls-nov-20');
    await name.fill('recall-calls-nov-20-morning');
    const rename = sent(page, 'PUT', `/tickets/${TCK_1042}/attachments`);
    await drawer.getByRole('button', { name: 'Rename' }).click();
    expect((await rename).postDataJSON()).toEqual({
      attachmentId: '6650a1f2c3d4e5f6acac0103',
      fileName: 'recall-calls-nov-20-morning.csv',
    });
    await expect(page.getByText('Attachment updated')).toBeVisible();
    await expect(drawer).toBeHidden();
    await page.reload();
    await expect(rows.nth(3)).toContainText('recall-calls-nov-20-morning.csv');

    await files.getByRole('button', { name: 'Replace recall-calls-nov-20-morning.csv' }).click();
    const dialog = page.getByRole('dialog', { name: 'Replace recall-calls-nov-20-morning.csv' });
    await dialog.getByLabel(/^New file/).setInputFiles({
      name: 'export.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CONTENT),
    });
    await expect(dialog).toContainText(
      'recall-calls-nov-20-morning.csv gets the content of export.csv (43 B) and keeps its name.',
    );
    const replace = sent(page, 'PUT', `/tickets/${TCK_1042}/attachments`);
    await dialog.getByRole('button', { name: 'Replace file' }).click();
    expect((await replace).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    await expect(page.getByText('Attachment updated')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(rows.nth(3)).toContainText('recall-calls-nov-20-morning.csv');
    await expect(rows.nth(3)).toContainText('43 B');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      files.getByRole('link', { name: 'recall-calls-nov-20-morning.csv' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('recall-calls-nov-20-morning.csv');
    const path = await download.path();
    expect(await readFile(path, 'utf8')).toBe(CONTENT);
  });

  test('the person who opened a ticket deletes it after a confirmation; it is gone after a reload', async ({
    page,
  }) => {
    await openTicket(page, TCK_1047, 'TCK-1047 · Port our main office number +1 (415) 555-0100');
    await page.getByRole('button', { name: 'Delete ticket' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete TCK-1047?' });
    await expect(confirm).toContainText('are deleted for good');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    await page.getByRole('button', { name: 'Delete ticket' }).click();
    const removed = sent(page, 'DELETE', `/tickets/${TCK_1047}`);
    await confirm.getByRole('button', { name: 'Delete ticket' }).click();
    await removed;
    await expect(page.getByText('Ticket deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/company-settings\?tab=tickets$/);
    const table = page.getByRole('table', { name: 'Support tickets' });
    await expect(table.getByRole('button', { name: /^Open TCK-1042 / })).toBeVisible();
    await expect(table.getByRole('button', { name: /^Open TCK-1047 / })).toHaveCount(0);

    await page.reload();
    await expect(table.getByRole('button', { name: /^Open TCK-1042 / })).toBeVisible();
    await expect(table.getByRole('button', { name: /^Open TCK-1047 / })).toHaveCount(0);
  });
});
