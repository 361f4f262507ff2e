import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { useOwnData } from './mock-state';
import { signInAs } from './session';

// /superadmin/agents against the mock: the contract's five template agents and its voices.
const table = (page: Page) => page.getByRole('table', { name: 'Template agents' });
const drawer = (page: Page) => page.getByRole('dialog');
const offer = (page: Page, name: string) =>
  table(page).getByRole('switch', { name: `Offer ${name} to companies` });

async function open(page: Page) {
  await signInAs(page, 'superAdmin', { tourSeen: 'true' });
  await page.goto('/superadmin/agents');
  await expect(table(page).getByRole('row')).toHaveCount(6);
}

test.describe('the template agents catalogue', () => {
  test('lists the templates with whether companies are offered each', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Template agents' })).toBeVisible();
    const recall = table(page).getByRole('row').filter({ hasText: 'Dental Recall Caller' });
    await expect(recall).toContainText('Outbound');
    await expect(recall).toContainText('dental');
    await expect(offer(page, 'Dental Receptionist')).toHaveAttribute('aria-checked', 'true');
    await expect(offer(page, 'Storm Damage Hotline')).toHaveAttribute('aria-checked', 'false');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('refuses an invalid template, then creates a valid one', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'New template agent' }).click();
    await drawer(page).getByLabel('Category').fill('Auto Service');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await expect(drawer(page).getByText('Please enter a name of at most 100 characters')).toBeVisible();
    await expect(
      drawer(page).getByText('Please use lowercase letters, digits and single hyphens, e.g. auto-service'),
    ).toBeVisible();
    await expect(drawer(page).getByText('Please choose a voice')).toBeVisible();
    await expect(drawer(page).getByText('Please enter the global prompt')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await drawer(page).getByRole('textbox', { name: 'Name', exact: true }).fill('Plumbing Dispatcher');
    await drawer(page).getByLabel('Category').fill('plumbing');
    await drawer(page).getByRole('combobox', { name: 'Voice' }).selectOption({ label: 'Marcus (en-US)' });
    await drawer(page)
      .getByLabel('Global prompt')
      .fill('You answer the phone for {{company_name}}, a plumbing company.');
    await drawer(page).getByRole('button', { name: 'Add function' }).click();
    await drawer(page).getByLabel('Function name').fill('end_call');
    await drawer(page).getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'End call' });
    const request = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/templates/'),
    );
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    expect((await request).postDataJSON()).toEqual({
      name: 'Plumbing Dispatcher',
      description: '',
      category: 'plumbing',
      global_prompt: 'You answer the phone for {{company_name}}, a plumbing company.',
      voiceMail: '',
      voice: '6650a1f2c3d4e5f655550002',
      language: 'en-US',
      direction: 'inbound',
      selected: false,
      functions: [{ name: 'end_call', type: 0, description: '' }],
    });
    await expect(page.getByText('Template created successfully')).toBeVisible();
    await expect(drawer(page)).toHaveCount(0);
  });

  test('edits a template with the whole template as the body', async ({ page }) => {
    await open(page);
    await table(page).getByRole('button', { name: 'Edit Roofing Estimate Scheduler' }).click();
    await expect(drawer(page).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Roofing Estimate Scheduler',
    );
    await expect(drawer(page).getByRole('combobox', { name: 'Voice' }).locator('option:checked')).toHaveText(
      'Marcus (en-US)',
    );
    await drawer(page).getByLabel('Voicemail message').fill('Call us back to set up your free estimate.');
    const request = page.waitForRequest((r) => r.method() === 'PUT');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    const sent = await request;
    expect(new URL(sent.url()).pathname).toMatch(/\/templates\/6650a1f2c3d4e5f699990003$/);
    const body = sent.postDataJSON() as { functions: unknown[] };
    expect(body).toMatchObject({
      name: 'Roofing Estimate Scheduler',
      category: 'roofing',
      voice: '6650a1f2c3d4e5f655550002',
      voiceMail: 'Call us back to set up your free estimate.',
      selected: true,
    });
    expect(body.functions).toHaveLength(4);
    await expect(page.getByText('Template updated successfully')).toBeVisible();
    await expect(drawer(page)).toHaveCount(0);
  });

  test('deletes a template after confirmation', async ({ page }) => {
    await open(page);
    await table(page).getByRole('button', { name: 'Delete Dental Recall Caller' }).click();
    const request = page.waitForRequest((r) => r.method() === 'DELETE');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    expect(new URL((await request).url()).pathname).toMatch(/\/templates\/6650a1f2c3d4e5f699990002\/$/);
    await expect(page.getByText('Template deleted successfully')).toBeVisible();
  });

  test('offers a template to companies with its switch, for good', async ({ page }) => {
    // Data of this test's own, which remembers: the list is read again once the change settles.
    await useOwnData(page, 'templates');
    await open(page);
    const request = page.waitForRequest((r) => r.method() === 'PUT');
    await offer(page, 'Storm Damage Hotline').click();
    const sent = await request;
    expect(new URL(sent.url()).pathname).toMatch(/\/templates\/6650a1f2c3d4e5f699990005\/toggle-selection$/);
    expect(sent.postData()).toBeNull();
    await expect(page.getByText('Template selection updated')).toBeVisible();
    await expect(offer(page, 'Storm Damage Hotline')).toHaveAttribute('aria-checked', 'true');
    await expect(table(page).getByRole('row').filter({ hasText: 'Storm Damage Hotline' })).toContainText(
      'Yes',
    );
    await page.reload();
    await expect(offer(page, 'Storm Damage Hotline')).toHaveAttribute('aria-checked', 'true');
  });

  test('puts the switch back and says why when the change fails', async ({ page }) => {
    await open(page);
    await page.route('**/api/templates/*/toggle-selection', (route) =>
      route.fulfill({ status: 500, json: { message: 'The template could not be saved, try again' } }),
    );
    await offer(page, 'Dental Receptionist').press('Space');
    await expect(page.getByText('The template could not be saved, try again')).toBeVisible();
    await expect(offer(page, 'Dental Receptionist')).toHaveAttribute('aria-checked', 'true');
    await expect(offer(page, 'Dental Receptionist')).toBeFocused();
  });

  test('an ordinary user is refused the screen', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.goto('/superadmin/agents');
    await expect(
      page.getByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});
