import type { Page, Request } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { useOwnData } from './mock-state';
import { signInAs } from './session';

// /apps as the super administrator, against the mock: the contract's four example apps and the
// seven features its examples name (GET /features, GET /features/app/{appId}).
const apps = (page: Page) => page.getByRole('table', { name: 'Apps', exact: true });
const features = (page: Page) => page.getByRole('table', { name: 'App features' });
const drawer = (page: Page) => page.getByRole('dialog');
const row = (table: ReturnType<Page['getByRole']>, text: string) =>
  table.getByRole('row').filter({ hasText: text });

const sent = (page: Page, method: string, path: RegExp) =>
  page.waitForRequest((req: Request) => req.method() === method && path.test(new URL(req.url()).pathname));

async function open(page: Page) {
  await signInAs(page, 'superAdmin', { tourSeen: 'true' });
  await page.goto('/apps');
  await expect(page.getByRole('heading', { level: 1, name: 'App catalogue' })).toBeVisible();
  await expect(apps(page).getByRole('row')).toHaveCount(5);
}

test.describe('the app catalogue of the super administrator', () => {
  test('is reached from the Super admin overview and lists apps and features', async ({ page }) => {
    await signInAs(page, 'superAdmin', { tourSeen: 'true' });
    await page.goto('/superadmin');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Apps', exact: true }) });
    await expect(card).toContainText('4 items');
    await card.getByRole('link', { name: 'Apps', exact: true }).click();
    await expect(page).toHaveURL(/\/apps$/);
    await expect(page.getByRole('heading', { level: 1, name: 'App catalogue' })).toBeVisible();
    await expect(row(apps(page), 'Google Calendar')).toContainText('Sign-in (OAuth)');
    await expect(row(features(page), 'Book appointment')).toContainText('Google Calendar');
    await expect(row(features(page), 'Book appointment')).toContainText('date, time, name, phone, reason');
    await expect(row(features(page), 'Create lead job')).toContainText('Inactive');
    // The company user's screen is not shown to the super administrator.
    await expect(page.getByRole('region', { name: 'App catalogue' })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('creates an app, adds a feature, edits both and deletes them, kept after a reload', async ({
    page,
  }) => {
    // Seven saves, two reloads and an axe run: one flow, more than one test's default budget.
    test.setTimeout(90_000);
    await useOwnData(page, 'catalogue-apps');
    await open(page);
    await expect(features(page).getByRole('row')).toHaveCount(8);

    await page.getByRole('button', { name: 'New app' }).click();
    await drawer(page).getByLabel('Slug').fill('Service Titan');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await expect(drawer(page).getByText('Please enter a name')).toBeVisible();
    await expect(drawer(page).getByText(/Please enter a slug like google-calendar/)).toBeVisible();
    await expect(drawer(page).getByText('Please choose a category')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await drawer(page).getByRole('textbox', { name: 'Name', exact: true }).fill('ServiceTitan');
    await drawer(page).getByLabel('Slug').fill('servicetitan');
    await drawer(page).getByRole('combobox', { name: 'Category' }).selectOption({ label: 'CRM' });
    await drawer(page).getByRole('combobox', { name: 'Connection' }).selectOption({ label: 'API key' });
    await drawer(page).getByLabel('Website').fill('https://www.servicetitan.com');
    const created = sent(page, 'POST', /\/apps$/);
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    expect((await created).postDataJSON()).toEqual({
      name: 'ServiceTitan',
      slug: 'servicetitan',
      category: 'crm',
      authType: 'api_key',
      description: '',
      logo: '',
      website: 'https://www.servicetitan.com',
      isActive: true,
      features: [],
    });
    await expect(page.getByText('App created successfully')).toBeVisible();
    await expect(drawer(page)).toHaveCount(0);
    await expect(row(apps(page), 'ServiceTitan')).toContainText('Active');

    await page.getByRole('button', { name: 'New feature' }).click();
    await drawer(page).getByRole('combobox', { name: 'App' }).selectOption({ label: 'ServiceTitan' });
    await drawer(page).getByRole('textbox', { name: 'Name', exact: true }).fill('Find job');
    await drawer(page).getByLabel('Key').fill('find_job');
    await drawer(page)
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill("Finds the caller's open job by phone number.");
    await drawer(page).getByRole('button', { name: 'Add a parameter' }).click();
    const parameter = drawer(page).getByRole('group', { name: 'Parameter 1' });
    await parameter.getByRole('textbox', { name: 'Name', exact: true }).fill('phone');
    await parameter.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Text' });
    await parameter.getByRole('checkbox', { name: 'Required' }).check({ force: true });
    const added = sent(page, 'POST', /\/features$/);
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    const feature = (await added).postDataJSON() as { app: string };
    expect(feature).toMatchObject({
      name: 'Find job',
      key: 'find_job',
      parameters: { type: 'object', properties: { phone: { type: 'string' } }, required: ['phone'] },
      isActive: true,
    });
    await expect(page.getByText('Feature created successfully')).toBeVisible();
    await expect(row(features(page), 'Find job')).toContainText('ServiceTitan');

    await apps(page).getByRole('button', { name: 'Edit ServiceTitan' }).click();
    await expect(drawer(page).getByLabel('Slug')).toHaveValue('servicetitan');
    const active = drawer(page).getByRole('checkbox', { name: 'Active' });
    await expect(active).toBeChecked();
    await active.uncheck({ force: true });
    await expect(active).not.toBeChecked();
    const updated = sent(page, 'PUT', /\/apps\/[a-f0-9]{24}$/);
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    // The app keeps the feature added since the list was read.
    expect((await updated).postDataJSON()).toMatchObject({ isActive: false, features: [expect.any(String)] });
    await expect(page.getByText('App updated successfully')).toBeVisible();
    await expect(row(apps(page), 'ServiceTitan')).toContainText('Inactive');

    await features(page).getByRole('button', { name: 'Edit Find job (ServiceTitan)' }).click();
    await expect(drawer(page).getByRole('combobox', { name: 'App' })).toHaveValue(feature.app);
    await expect(
      drawer(page)
        .getByRole('group', { name: 'Parameter 1' })
        .getByRole('textbox', { name: 'Name', exact: true }),
    ).toHaveValue('phone');
    await drawer(page).getByRole('textbox', { name: 'Name', exact: true }).first().fill('Find open job');
    const edited = sent(page, 'PUT', /\/features\/[a-f0-9]{24}$/);
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    expect((await edited).postDataJSON()).toMatchObject({ name: 'Find open job', key: 'find_job' });
    await expect(page.getByText('Feature updated successfully')).toBeVisible();

    await page.reload();
    await expect(row(apps(page), 'ServiceTitan')).toContainText('Inactive');
    await expect(row(features(page), 'Find open job')).toContainText('ServiceTitan');

    await features(page).getByRole('button', { name: 'Delete Find open job (ServiceTitan)' }).click();
    const confirmFeature = page.getByRole('alertdialog', { name: 'Delete feature' });
    await expect(confirmFeature).toContainText(
      'Delete “Find open job (ServiceTitan)”? This cannot be undone.',
    );
    await confirmFeature.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Feature deleted successfully')).toBeVisible();
    await expect(features(page).getByRole('row')).toHaveCount(8);

    await apps(page).getByRole('button', { name: 'Delete ServiceTitan' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete app' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('App deleted successfully')).toBeVisible();
    await expect(apps(page).getByRole('row')).toHaveCount(5);

    await page.reload();
    await expect(apps(page).getByRole('row')).toHaveCount(5);
    await expect(apps(page)).not.toContainText('ServiceTitan');
    await expect(features(page)).not.toContainText('Find open job');
  });

  test('deleting an app takes its features off the list', async ({ page }) => {
    await useOwnData(page, 'catalogue-apps');
    await open(page);
    await expect(features(page).getByRole('row')).toHaveCount(8);
    await apps(page).getByRole('button', { name: 'Delete Google Calendar' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete app' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('App deleted successfully')).toBeVisible();
    await expect(features(page).getByRole('row')).toHaveCount(6);
    await expect(features(page)).not.toContainText('Book appointment');
  });

  test.describe('when the server refuses', () => {
    // The mock refuses a second feature of one key in one app with a 422, as the contract says.
    test.use({ allowContractErrors: true });

    test('keeps what was typed', async ({ page }) => {
      await useOwnData(page, 'catalogue-apps');
      await open(page);
      await page.getByRole('button', { name: 'New feature' }).click();
      await drawer(page).getByRole('combobox', { name: 'App' }).selectOption({ label: 'JobNimbus' });
      await drawer(page).getByRole('textbox', { name: 'Name', exact: true }).fill('Create job again');
      await drawer(page).getByLabel('Key').fill('create_job');
      await drawer(page).getByRole('textbox', { name: 'Description', exact: true }).fill('Creates a job.');
      await drawer(page).getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('JobNimbus already has a feature with the key create_job')).toBeVisible();
      await expect(drawer(page).getByLabel('Key')).toHaveValue('create_job');
    });
  });
});
