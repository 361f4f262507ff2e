import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { useOwnData } from './mock-state';
import { signInAs } from './session';

// /contacts against the mock: the contract's five example contacts and three groups.
const leads = (page: Page) => page.getByRole('table', { name: 'Contacts' });
const drawer = (page: Page) => page.getByRole('dialog');
const input = (page: Page, name: string) => drawer(page).getByRole('textbox', { name, exact: false });

async function open(page: Page) {
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await expect(leads(page).getByRole('row')).toHaveCount(6);
}

const request = (page: Page, method: string, path: string | RegExp) =>
  page.waitForRequest(
    (req) =>
      req.method() === method &&
      (typeof path === 'string' ? new URL(req.url()).pathname.endsWith(path) : path.test(req.url())),
  );

test.describe('contacts', () => {
  test('lists the contacts with their phone, status and groups below', async ({ page }) => {
    await open(page);
    const jordan = leads(page).getByRole('row').filter({ hasText: 'Jordan Lee' });
    await expect(jordan).toContainText('+14155550198');
    await expect(jordan).toContainText('Qualified');
    await expect(page.getByRole('table', { name: 'Groups' })).toContainText('Recall – November');
    await expect(page.getByRole('navigation', { name: 'Pages of contacts' })).toContainText('1–5 of 5');
  });

  test('creates a contact: an invalid phone is refused with the spec message, then a valid one is sent', async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('button', { name: 'New contact', exact: true }).click();
    await expect(drawer(page).getByText('New contact')).toBeVisible();
    await input(page, 'First name').fill('María');
    await input(page, 'Last name').fill('Gómez');
    await drawer(page)
      .getByRole('textbox', { name: /^Phone/ })
      .fill('555-0199');
    let posted = false;
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname.endsWith('/leads')) posted = true;
    });
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await expect(drawer(page).getByText('Please enter a valid phone number')).toBeVisible();
    expect(posted).toBe(false);

    await drawer(page)
      .getByRole('textbox', { name: /^Phone/ })
      .fill('+34600111222');
    await expect(drawer(page).getByText('Please enter a valid phone number')).toBeHidden();
    const sent = request(page, 'POST', '/leads');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    expect((await sent).postDataJSON()).toEqual({
      firstName: 'María',
      lastName: 'Gómez',
      phone: '+34600111222',
      status: 'new',
      tags: [],
      groups: [],
    });
    await expect(page.getByText('Contact created successfully')).toBeVisible();
    await expect(drawer(page)).toBeHidden();
  });

  test('edits a contact, sending it whole with its groups', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Edit Jordan Lee' }).click();
    await expect(drawer(page).getByText('Edit contact')).toBeVisible();
    await expect(drawer(page).getByRole('textbox', { name: /^Phone/ })).toHaveValue('+14155550198');
    await input(page, 'Company').fill('Lee Dental Supply');
    const sent = request(page, 'PUT', '/leads/6650a1f2c3d4e5f633330001');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      firstName: 'Jordan',
      lastName: 'Lee',
      phone: '+14155550198',
      company: 'Lee Dental Supply',
      status: 'qualified',
      tags: ['recall', 'cleaning'],
      groups: ['6650a1f2c3d4e5f644440001'],
    });
    await expect(page.getByText('Contact updated successfully')).toBeVisible();
  });

  test('a contact named in the address that cannot be read says so and can be dismissed', async ({
    page,
  }) => {
    await page.route('**/api/leads/6650a1f2c3d4e5f633339999', (route) =>
      route.fulfill({ status: 404, json: { message: 'Lead not found' } }),
    );
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.goto('/contacts?leadId=6650a1f2c3d4e5f633339999');
    await expect(page.getByRole('alert')).toContainText('Lead not found');
    await expect(leads(page).getByRole('row')).toHaveCount(6);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('deletes a contact after confirmation', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Delete Tom Becker' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete contact' });
    await expect(confirm).toContainText('Delete Tom Becker?');
    const sent = request(page, 'DELETE', '/leads/6650a1f2c3d4e5f633330003');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await sent;
    await expect(page.getByText('Contact deleted successfully')).toBeVisible();
    await expect(confirm).toBeHidden();
  });

  test('searches by phone number with POST /leads/search-phone', async ({ page }) => {
    await open(page);
    const sent = request(page, 'POST', '/leads/search-phone');
    await page.getByRole('searchbox', { name: 'Search contacts' }).fill('+1415555');
    expect((await sent).postDataJSON()).toEqual({ phone: '+1415555' });
    await expect(page.getByText('2 contacts with this number')).toBeVisible();
    await expect(leads(page).getByRole('row')).toHaveCount(3);
    await expect(leads(page)).toContainText('Aisha Khan');
    await expect(leads(page)).not.toContainText('Tom Becker');
  });

  test('searches names with the page search', async ({ page }) => {
    await open(page);
    const sent = request(page, 'POST', '/leads/fetch');
    await page.getByRole('searchbox', { name: 'Search contacts' }).fill('Khan');
    expect((await sent).postDataJSON()).toMatchObject({ search: 'Khan', pageIndex: 0 });
  });

  test("shows a contact's call history: every call with it, newest first", async ({ page }) => {
    // The stored calls, not the contract's example answer.
    await useOwnData(page);
    await open(page);
    const sent = request(page, 'POST', '/calls/call_history');
    await page.getByRole('button', { name: 'Call history of Jordan Lee' }).click();
    expect((await sent).postDataJSON()).toEqual({ leadId: '6650a1f2c3d4e5f633330001' });
    const dialog = page.getByRole('dialog', { name: 'Calls with Jordan Lee' });
    const table = dialog.getByRole('table', { name: 'Calls with Jordan Lee' });
    // Jordan's two seeded calls: the inbound booking (Nov 20, 16:38) after the recall (15:00).
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1)).toContainText('Dental Receptionist');
    await expect(table.getByRole('row').nth(2)).toContainText('Recall Reminders');
    await expect(dialog.getByRole('link', { name: 'Open' }).first()).toHaveAttribute(
      'href',
      /\/playcall\?id=/,
    );
  });
});

test.describe('contacts: list states', () => {
  test('sorts by a column with the server, and marks it (aria-sort)', async ({ page }) => {
    await open(page);
    const sent = request(page, 'POST', '/leads/fetch');
    await leads(page).getByRole('button', { name: 'Phone' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ sortBy: 'phone', sortOrder: 'asc', pageIndex: 0 });
    await expect(leads(page).getByRole('columnheader', { name: 'Phone' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  test('pages through many contacts with pageIndex and pageSize', async ({ page }) => {
    // 45 contacts in all: each page answers with one contact named after its page.
    await page.route('**/leads/fetch', async (route) => {
      const body = route.request().postDataJSON() as { pageIndex: number; pageSize: number };
      const lead = {
        id: '6650a1f2c3d4e5f633330001',
        firstName: 'Page',
        lastName: String(body.pageIndex + 1),
        phone: '+14155550198',
        tags: [],
        groups: [],
        status: 'new',
        lastCalledAt: null,
        createdAt: '2026-03-02T18:20:00Z',
        updatedAt: '2026-11-20T16:42:11Z',
      };
      await route.fulfill({
        json: { data: { data: [lead], total: 45, pageIndex: body.pageIndex, pageSize: body.pageSize } },
      });
    });
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.goto('/contacts');
    await expect(leads(page)).toContainText('Page 1');
    const paging = page.getByRole('navigation', { name: 'Pages of contacts' });
    await expect(paging).toContainText('Page 1 of 3');
    const next = request(page, 'POST', '/leads/fetch');
    await paging.getByRole('button', { name: 'Next' }).click();
    expect((await next).postDataJSON()).toMatchObject({ pageIndex: 1, pageSize: 20 });
    await expect(paging).toContainText('Page 2 of 3');
    await expect(leads(page)).toContainText('Page 2');
    await expect(paging).toContainText('21–21 of 45');
    const sized = request(page, 'POST', '/leads/fetch');
    await paging.getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
    expect((await sized).postDataJSON()).toMatchObject({ pageIndex: 0, pageSize: 50 });
  });

  test('shows the server error with a retry when the lists fail', async ({ page }) => {
    await signInAs(page, 'user', {
      tourSeen: 'true',
      qaMode: JSON.stringify({ mode: 'error', status: 500, latencyMs: 0 }),
    });
    await page.goto('/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    const alerts = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Try again' }) });
    await expect(alerts).toHaveCount(2);
    await expect(alerts.first()).toContainText('Something went wrong on our side. Please try again.');
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('has no serious accessibility problem, with the form and the dialogs open', async ({ page }) => {
    // Four axe runs, each after a dialog opens: about 25 s on a busy 2-core machine.
    test.setTimeout(60_000);
    await open(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'New contact', exact: true }).click();
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await expect(drawer(page).getByText('Please enter a phone number')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await drawer(page).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Members of Recall – November' }).click();
    await expect(page.getByRole('list', { name: 'Members' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('contact groups', () => {
  test('creates a group', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'New group', exact: true }).click();
    await input(page, 'Name').fill('Invisalign consultations');
    const sent = request(page, 'POST', '/groups');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    expect((await sent).postDataJSON()).toEqual({ name: 'Invisalign consultations' });
    await expect(page.getByText('Group created successfully')).toBeVisible();
  });

  test('renames and deletes a group', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Edit New patients' }).click();
    await expect(input(page, 'Name')).toHaveValue('New patients');
    await input(page, 'Name').fill('New patients – December');
    const put = request(page, 'PUT', '/groups/6650a1f2c3d4e5f644440002');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    expect((await put).postDataJSON()).toEqual({
      name: 'New patients – December',
      description: 'Registered in the last 30 days and not yet seen for a first visit.',
    });
    await expect(page.getByText('Group updated successfully')).toBeVisible();

    await page.getByRole('button', { name: 'Delete Whitening inquiries' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete group' });
    await expect(confirm).toContainText('Its contacts are kept.');
    const removed = request(page, 'DELETE', '/groups/6650a1f2c3d4e5f644440003');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await removed;
    await expect(page.getByText('Group deleted successfully')).toBeVisible();
  });

  test('pages groups by pageIndex and pageSize', async ({ page }) => {
    const first = request(page, 'GET', /\/groups\/fetch\?/);
    await open(page);
    const url = new URL((await first).url());
    expect(url.searchParams.get('pageIndex')).toBe('0');
    expect(url.searchParams.get('pageSize')).toBe('10');
  });

  test('removes a contact from a group and adds another', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Members of Recall – November' }).click();
    const dialog = page.getByRole('dialog', { name: 'Group: Recall – November' });
    const members = dialog.getByRole('list', { name: 'Members' });
    await expect(members.getByRole('listitem')).toHaveCount(5);

    const removed = request(page, 'POST', '/groups/remove_leads');
    await members.getByRole('button', { name: 'Remove Jordan Lee from Recall – November' }).click();
    expect((await removed).postDataJSON()).toEqual({
      groupId: '6650a1f2c3d4e5f644440001',
      leadIds: ['6650a1f2c3d4e5f633330001'],
    });
    await expect(page.getByText('Contacts removed from the group')).toBeVisible();

    await dialog.getByRole('searchbox', { name: 'Find contacts to add' }).fill('Ethan');
    const found = dialog.getByRole('list', { name: 'Contacts found' });
    // Aisha is in the group already; Ethan is not.
    await expect(found.getByRole('listitem').filter({ hasText: 'Aisha Khan' })).toContainText('In the group');
    const added = request(page, 'POST', '/groups/add_leads');
    await found.getByRole('button', { name: 'Add Ethan Brooks to Recall – November' }).click();
    expect((await added).postDataJSON()).toEqual({
      groupId: '6650a1f2c3d4e5f644440001',
      leadIds: ['6650a1f2c3d4e5f633330005'],
    });
    await expect(page.getByText('Contacts added to the group')).toBeVisible();
    await expect(found.getByRole('listitem').filter({ hasText: 'Ethan Brooks' })).toContainText(
      'In the group',
    );
  });
});
