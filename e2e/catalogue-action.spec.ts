import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';

// /superadmin/action against the mock: the contract's six actions.
const table = (page: Page) => page.getByRole('table', { name: 'Actions' });
const drawer = (page: Page) => page.getByRole('dialog');

async function open(page: Page) {
  await signInAs(page, 'superAdmin', { tourSeen: 'true' });
  await page.goto('/superadmin/action');
  await expect(table(page).getByRole('row')).toHaveCount(7);
}

test.describe('the actions catalogue', () => {
  test('lists the actions, sorts and searches them, without serious axe violations', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Actions' })).toBeVisible();
    await expect(table(page).getByRole('row').nth(1)).toContainText('Manage agents');
    await table(page).getByRole('button', { name: 'Name' }).click();
    await table(page).getByRole('button', { name: 'Name' }).click();
    await expect(table(page).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(table(page).getByRole('row').nth(1)).toContainText('View calls');
    await page.getByRole('searchbox', { name: 'Search' }).fill('billing');
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await expect(table(page)).toContainText('Manage billing');
    await page.getByRole('searchbox', { name: 'Search' }).fill('nothing like this');
    await expect(page.getByText('Nothing matches your search.')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('refuses an invalid action, then creates a valid one with the server message', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'New action' }).click();
    await expect(drawer(page).getByRole('heading', { name: 'New action' })).toBeVisible();
    await drawer(page).getByLabel('Key').fill('Not A Key');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await expect(drawer(page).getByText('Please enter a name')).toBeVisible();
    await expect(drawer(page).getByText(/Please enter a key like agents.manage/)).toBeVisible();
    await expect(drawer(page).getByText('Please enter a group')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await drawer(page).getByLabel('Name').fill('Manage campaigns');
    await drawer(page).getByLabel('Key').fill('campaigns.manage');
    await drawer(page).getByLabel('Group').fill('Campaigns');
    const request = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/actions'));
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    expect((await request).postDataJSON()).toEqual({
      name: 'Manage campaigns',
      key: 'campaigns.manage',
      group: 'Campaigns',
    });
    await expect(page.getByText('Action created successfully')).toBeVisible();
    await expect(drawer(page)).toHaveCount(0);
  });

  test('edits an action', async ({ page }) => {
    await open(page);
    await table(page).getByRole('button', { name: 'Edit View calls' }).click();
    await expect(drawer(page).getByLabel('Key')).toHaveValue('calls.view');
    await drawer(page)
      .getByLabel('Description')
      .fill('See call history, recordings, transcripts and call feedback.');
    const request = page.waitForRequest((r) => r.method() === 'PUT');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    const sent = await request;
    expect(new URL(sent.url()).pathname).toMatch(/\/actions\/6650a1f2c3d4e5f666660002$/);
    expect(sent.postDataJSON()).toMatchObject({
      key: 'calls.view',
      description: expect.stringContaining('feedback'),
    });
    await expect(page.getByText('Action updated successfully')).toBeVisible();
  });

  test('deletes an action after confirmation', async ({ page }) => {
    await open(page);
    await table(page).getByRole('button', { name: 'Delete Manage billing' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Delete “Manage billing”? This cannot be undone.');
    const request = page.waitForRequest((r) => r.method() === 'DELETE');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    expect(new URL((await request).url()).pathname).toMatch(/\/actions\/6650a1f2c3d4e5f666660003$/);
    await expect(page.getByText('Action deleted successfully')).toBeVisible();
  });

  test('shows the server error with a retry when the list fails', async ({ page }) => {
    await signInAs(page, 'superAdmin', {
      tourSeen: 'true',
      qaMode: JSON.stringify({ mode: 'error', status: 500, latencyMs: 0 }),
    });
    await page.goto('/superadmin/action');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Something went wrong on our side. Please try again.');
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});
