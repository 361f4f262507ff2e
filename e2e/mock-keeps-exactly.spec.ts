import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueMark, useOwnData } from './mock-state';
import { signInAs } from './session';

// What QA types is what it reads back: the mock stores a create as sent (no field of an example
// contact, no group it was not put in) and a replace as sent (a field cleared stays cleared).

const leads = (page: Page) => page.getByRole('table', { name: 'Contacts' });
const drawer = (page: Page) => page.getByRole('dialog');
const input = (page: Page, name: string | RegExp) => drawer(page).getByRole('textbox', { name });

async function start(page: Page) {
  await useOwnData(page);
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto('/contacts');
  await expect(leads(page).getByRole('row')).toHaveCount(6);
}

async function editFormOf(page: Page, name: string) {
  await page.reload();
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(drawer(page).getByText('Edit contact')).toBeVisible();
}

test.describe('the mock keeps exactly what was sent', () => {
  test.slow();

  test('a contact created with a first name and a phone reads back with just those', async ({ page }) => {
    const first = `Nadia${uniqueMark()}`;
    await start(page);
    const groups = page.getByRole('table', { name: 'Groups' });
    const groupsBefore = await groups.innerText();

    await page.getByRole('button', { name: 'New contact', exact: true }).click();
    await input(page, 'First name').fill(first);
    await input(page, /^Phone/).fill('+34600111333');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Contact created successfully')).toBeVisible();

    await editFormOf(page, first);
    await expect(input(page, 'First name')).toHaveValue(first);
    await expect(input(page, /^Phone/)).toHaveValue('+34600111333');
    for (const name of ['Last name', 'Email', 'Company', 'Notes'])
      await expect(input(page, name)).toHaveValue('');
    await drawer(page).getByRole('button', { name: 'Cancel' }).click();
    // In no group: the groups' member counts are as they were.
    await expect.poll(() => groups.innerText()).toBe(groupsBefore);
  });

  test('a field cleared in an edit stays cleared', async ({ page }) => {
    await start(page);
    await page.getByRole('button', { name: 'Edit Jordan Lee' }).click();
    await expect(input(page, 'Email')).not.toHaveValue('');
    await input(page, 'Email').fill('');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Contact updated successfully')).toBeVisible();

    await editFormOf(page, 'Jordan Lee');
    await expect(input(page, /^Phone/)).toHaveValue('+14155550198');
    await expect(input(page, 'Email')).toHaveValue('');
  });
});
