import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { useOwnData } from './mock-state';
import { SUPER_ADMIN_TOKEN, signInAs } from './session';

// /companies → a company's users, against the stateful mock in a data set of the test's own:
// BrightSmile has Maya, Carlos, Priya and Noah (invited); the platform's own company has Daniel, the
// signed-in super administrator. Every change is read back after a reload.
const BRIGHTSMILE = 'BrightSmile Dental Group';
const BRIGHTSMILE_ID = '6650a1f2c3d4e5f6aaaa0001';
const CARLOS = '6650a1f2c3d4e5f601234568';
const PRIYA = '6650a1f2c3d4e5f601234569';
const AGENT_MANAGER = '6650a1f2c3d4e5f677770002';

const dialog = (page: Page, company = BRIGHTSMILE) =>
  page.getByRole('dialog', { name: `Users of ${company}` });
const people = (page: Page, company = BRIGHTSMILE) =>
  dialog(page, company).getByRole('table', { name: `Users of ${company}` });
const person = (page: Page, name: string) => people(page).getByRole('row').filter({ hasText: name });
const paging = (page: Page) =>
  dialog(page).getByRole('navigation', { name: `Pages of the users of ${BRIGHTSMILE}` });
const isCall = (method: string, path: string) => (request: { method(): string; url(): string }) =>
  request.method() === method && new URL(request.url()).pathname === `/api${path}`;

async function start(page: Page): Promise<string> {
  const scope = await useOwnData(page, 'company-users');
  await signInAs(page, 'superAdmin', { tourSeen: 'true' });
  return scope;
}

async function openUsers(page: Page, company = BRIGHTSMILE) {
  await page.goto('/companies');
  await page.getByRole('button', { name: `Users of ${company}` }).click();
  await expect(dialog(page, company)).toBeVisible();
}

test.describe("a company's users", () => {
  // Each test loads the console twice or more on a busy machine.
  test.slow();

  test('pages through the users with POST /users/list, ten at a time or more', async ({ page }) => {
    const scope = await start(page);
    // Seven more people, added behind the page: eleven in all.
    for (let n = 1; n <= 7; n += 1) {
      const answer = await page.request.post('/api/users/', {
        headers: { Authorization: `Bearer ${SUPER_ADMIN_TOKEN}`, 'X-Mock-Scope': scope },
        data: {
          firstName: 'Temp',
          lastName: `Hygienist ${n}`,
          email: `temp.hygienist.${n}@brightsmile-dental.com`,
          roleId: '6650a1f2c3d4e5f677770003',
          language: 'en',
          password: 'Smile-Desk-2026',
          company: BRIGHTSMILE_ID,
        },
      });
      expect(answer.status()).toBe(201);
    }
    const first = page.waitForRequest(isCall('POST', '/users/list'));
    await openUsers(page);
    expect((await first).postDataJSON()).toMatchObject({
      company: BRIGHTSMILE_ID,
      pageIndex: 0,
      pageSize: 10,
    });
    await expect(people(page).getByRole('row')).toHaveCount(11);
    await expect(paging(page)).toContainText('1–10 of 11');
    await expect(paging(page)).toContainText('Page 1 of 2');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const second = page.waitForRequest(isCall('POST', '/users/list'));
    await paging(page).getByRole('button', { name: 'Next' }).click();
    expect((await second).postDataJSON()).toMatchObject({ pageIndex: 1, pageSize: 10 });
    await expect(people(page).getByRole('row')).toHaveCount(2);
    await expect(paging(page)).toContainText('11–11 of 11');

    await paging(page).getByRole('combobox', { name: 'Rows per page' }).selectOption('20');
    await expect(people(page).getByRole('row')).toHaveCount(12);
    await expect(paging(page)).toContainText('Page 1 of 1');
  });

  test('edits a user with PUT /users/{id}; the edits hold after a reload', async ({ page }) => {
    await start(page);
    await openUsers(page);
    await dialog(page).getByRole('button', { name: 'Edit Priya Natarajan' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit Priya Natarajan' });
    await expect(drawer.getByLabel('First name')).toHaveValue('Priya');
    await expect(drawer.getByLabel('E-mail')).toHaveValue('priya.natarajan@brightsmile-dental.com');
    await expect(drawer.getByRole('combobox', { name: 'Status' }).locator('option:checked')).toHaveText(
      'Active',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    await drawer.getByLabel('Last name').fill('');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer.getByText('Please enter a last name')).toBeVisible();

    await drawer.getByLabel('Last name').fill(' Natarajan-Rao ');
    await drawer.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'agent_manager' });
    await drawer.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Disabled' });
    const sent = page.waitForRequest(isCall('PUT', `/users/${PRIYA}`));
    await drawer.getByRole('button', { name: 'Save' }).click();
    expect((await sent).postDataJSON()).toEqual({
      firstName: 'Priya',
      lastName: 'Natarajan-Rao',
      email: 'priya.natarajan@brightsmile-dental.com',
      phone: '+14155550144',
      roleId: AGENT_MANAGER,
      language: 'en',
      avatar: '',
      status: 'disabled',
    });
    await expect(page.getByText('User updated successfully')).toBeVisible();
    await expect(drawer).toBeHidden();
    const edited = person(page, 'Priya Natarajan-Rao');
    await expect(edited).toContainText('agent_manager');
    await expect(edited).toContainText('Disabled');

    await page.reload();
    await openUsers(page);
    await expect(person(page, 'Priya Natarajan-Rao')).toContainText('agent_manager');
    await expect(person(page, 'Priya Natarajan-Rao')).toContainText('Disabled');
  });

  test("a refused edit says why and keeps what was typed; an invitee's status is not offered", async ({
    page,
  }) => {
    await start(page);
    await openUsers(page);
    await dialog(page).getByRole('button', { name: 'Edit Carlos Rivera' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit Carlos Rivera' });
    await drawer.getByLabel('E-mail').fill('maya.thompson@brightsmile-dental.com');
    await drawer.getByLabel('First name').fill('Carlitos');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('An account with this email already exists.')).toBeVisible();
    await expect(drawer.getByLabel('E-mail')).toHaveValue('maya.thompson@brightsmile-dental.com');
    await expect(drawer.getByLabel('First name')).toHaveValue('Carlitos');
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await expect(drawer).toBeHidden();
    await expect(person(page, 'Carlos Rivera')).toContainText('carlos.rivera@brightsmile-dental.com');

    await dialog(page).getByRole('button', { name: 'Edit Noah Bennett' }).click();
    const invitee = page.getByRole('dialog', { name: 'Edit Noah Bennett' });
    await expect(invitee.getByLabel('E-mail')).toHaveValue('noah.bennett@brightsmile-dental.com');
    await expect(invitee.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
  });

  test('removes a user after a confirmation naming them; gone after a reload, never oneself', async ({
    page,
  }) => {
    await start(page);
    await openUsers(page);
    await expect(people(page).getByRole('row')).toHaveCount(5);
    await dialog(page).getByRole('button', { name: 'Remove Carlos Rivera' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove Carlos Rivera?' });
    await expect(confirm).toContainText(
      'Carlos Rivera (carlos.rivera@brightsmile-dental.com) will be removed from BrightSmile Dental Group',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    const removed = page.waitForRequest(isCall('DELETE', `/users/${CARLOS}`));
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await removed;
    await expect(page.getByText('User deleted successfully')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(people(page).getByRole('row')).toHaveCount(4);
    await expect(person(page, 'Carlos Rivera')).toHaveCount(0);

    await page.reload();
    await openUsers(page);
    await expect(people(page).getByRole('row')).toHaveCount(4);
    await expect(person(page, 'Carlos Rivera')).toHaveCount(0);
    await dialog(page).getByRole('button', { name: 'Close' }).first().click();

    // The signed-in super administrator can edit themself but not remove themself.
    await openUsers(page, 'VoiceAgent Console');
    const self = people(page, 'VoiceAgent Console').getByRole('row').filter({ hasText: 'Daniel Okafor' });
    await expect(self).toContainText('(you)');
    await expect(self.getByRole('button', { name: 'Edit Daniel Okafor' })).toBeVisible();
    await expect(self.getByRole('button', { name: 'Remove Daniel Okafor' })).toHaveCount(0);
  });
});
