import type { Page, Request } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';

// /companies against the mock: the contract's six companies (GET /company, one page), the three
// plans of GET /plans, BrightSmile's users of POST /users/list and its usage of /getUserSpacePlanInfo.
const table = (page: Page) => page.getByRole('table', { name: 'Companies' });
const dialog = (page: Page) => page.getByRole('dialog');
const api = (method: string, path: string) => (request: Request) =>
  request.method() === method && new URL(request.url()).pathname.replace(/^\/api/, '') === path;

async function open(page: Page) {
  await signInAs(page, 'superAdmin', { tourSeen: 'true' });
  await page.goto('/companies');
  await expect(table(page).getByRole('row')).toHaveCount(7);
}

test.describe('the companies catalogue', () => {
  test('lists the companies with their plan, users, agents, status and balance', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    const summit = table(page).getByRole('row').filter({ hasText: 'Summit Roofing Co.' });
    await expect(summit.getByRole('cell')).toHaveText(
      ['Summit Roofing Co.', 'Starter', '1', '0', 'Active', '62.75 USD', /Invite/],
      { useInnerText: true },
    );
    const lakeside = table(page).getByRole('row').filter({ hasText: 'Lakeside Family Dentistry' });
    await expect(lakeside).toContainText('Suspended');
    const console = table(page).getByRole('row').filter({ hasText: 'VoiceAgent Console' });
    await expect(console.getByRole('cell').nth(1)).toHaveText('—');
    // Sorted by balance, highest first.
    await table(page).getByRole('button', { name: 'Balance' }).click();
    await table(page).getByRole('button', { name: 'Balance' }).click();
    await expect(table(page).getByRole('row').nth(1)).toContainText('Harbor Auto Service');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('refuses an invalid company, then creates a valid one with a plan from GET /plans', async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('button', { name: 'New company' }).click();
    await dialog(page).getByLabel('Contact e-mail').fill('hello@mesa');
    await dialog(page).getByLabel('Website').fill('mesaplumbing.com');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).getByText("Please enter the company's name")).toBeVisible();
    await expect(dialog(page).getByText('Please enter a valid e-mail address')).toBeVisible();
    await expect(
      dialog(page).getByText('Please enter a web address starting with http:// or https://'),
    ).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await dialog(page).getByLabel('Name').fill('Mesa Plumbing');
    await dialog(page).getByLabel('Contact e-mail').fill('office@mesaplumbing.com');
    await dialog(page).getByLabel('Website').fill('https://mesaplumbing.com');
    await dialog(page).getByLabel('Phone').fill('+16025550134');
    await dialog(page).getByLabel('Time zone').fill('America/Phoenix');
    const plan = dialog(page).getByRole('combobox', { name: 'Plan' });
    await expect(plan.getByRole('option', { name: 'Growth' })).toBeAttached();
    await plan.selectOption({ label: 'Growth' });
    const request = page.waitForRequest(api('POST', '/company'));
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    expect((await request).postDataJSON()).toEqual({
      name: 'Mesa Plumbing',
      email: 'office@mesaplumbing.com',
      phone: '+16025550134',
      address: '',
      website: 'https://mesaplumbing.com',
      timeZone: 'America/Phoenix',
      currency: 'USD',
      plan: '6650a1f2c3d4e5f688880002',
      status: 'trial',
    });
    await expect(page.getByText('Company created successfully')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('edits a company with PUT /company/{id}', async ({ page }) => {
    await open(page);
    await table(page).getByRole('button', { name: 'Edit Summit Roofing Co.' }).click();
    await expect(dialog(page).getByLabel('Name')).toHaveValue('Summit Roofing Co.');
    await expect(dialog(page).getByRole('combobox', { name: 'Plan' })).toHaveValue(
      '6650a1f2c3d4e5f688880001',
    );
    await dialog(page).getByLabel('Address').fill('8810 E Colfax Ave, Denver, CO 80220');
    const request = page.waitForRequest((r) => r.method() === 'PUT');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    const sent = await request;
    expect(new URL(sent.url()).pathname).toMatch(/\/company\/6650a1f2c3d4e5f6aaaa0002$/);
    expect(sent.postDataJSON()).toMatchObject({
      name: 'Summit Roofing Co.',
      address: '8810 E Colfax Ave, Denver, CO 80220',
      plan: '6650a1f2c3d4e5f688880001',
      status: 'active',
    });
    await expect(page.getByText('Company updated successfully')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('deletes a company after confirmation', async ({ page }) => {
    await open(page);
    await table(page).getByRole('button', { name: 'Delete Harbor Auto Service' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Harbor Auto Service');
    const request = page.waitForRequest((r) => r.method() === 'DELETE');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    expect(new URL((await request).url()).pathname).toMatch(/\/company\/6650a1f2c3d4e5f6aaaa0003$/);
    await expect(page.getByText('Company deleted successfully')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('invites a person; a refused invitation keeps what was typed', async ({ page }) => {
    await open(page);
    await table(page).getByRole('button', { name: 'Invite to Cascade Roofing & Gutters' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite someone to Cascade Roofing & Gutters' });
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByText('Please enter an e-mail address')).toBeVisible();
    await expect(invite.getByText('Please enter a first name')).toBeVisible();
    await expect(invite.getByText('Please enter a last name')).toBeVisible();
    await expect(invite.getByLabel('E-mail')).toBeFocused();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await invite.getByLabel('E-mail').fill('jamie.ortiz@cascade');
    await invite.getByLabel('First name').fill('Jamie');
    await invite.getByLabel('Last name').fill('Ortiz');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByText('Please enter a valid e-mail address')).toBeVisible();
    await invite.getByLabel('E-mail').fill('jamie.ortiz@cascaderoofing.com');

    await page.route('**/company/send_invitation', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The e-mail service is not reachable. Please try again.' }),
      }),
    );
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('The e-mail service is not reachable. Please try again.')).toBeVisible();
    await expect(invite.getByLabel('E-mail')).toHaveValue('jamie.ortiz@cascaderoofing.com');
    await expect(invite.getByLabel('First name')).toHaveValue('Jamie');
    await page.unroute('**/company/send_invitation');

    const request = page.waitForRequest(api('POST', '/company/send_invitation'));
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    expect((await request).postDataJSON()).toEqual({
      companyId: '6650a1f2c3d4e5f6aaaa0004',
      email: 'jamie.ortiz@cascaderoofing.com',
      firstName: 'Jamie',
      lastName: 'Ortiz',
    });
    await expect(page.getByText('Invitation sent to jamie.ortiz@cascaderoofing.com')).toBeVisible();
    await expect(invite).toHaveCount(0);
  });

  test('changes the plan of a company, its current plan preselected, and refreshes the list', async ({
    page,
  }) => {
    await open(page);
    await table(page).getByRole('button', { name: 'Change plan of Cascade Roofing & Gutters' }).click();
    const change = page.getByRole('dialog', { name: 'Change the plan of Cascade Roofing & Gutters' });
    await expect(change).toContainText('Current plan: Starter');
    const plan = change.getByRole('combobox', { name: 'New plan' });
    await expect(plan.locator('option:checked')).toHaveText('Starter');
    await plan.selectOption({ label: 'Growth' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    const request = page.waitForRequest(api('POST', '/company/update_plan'));
    const refreshed = page.waitForRequest(api('GET', '/company'));
    await change.getByRole('button', { name: 'Change plan' }).click();
    expect((await request).postDataJSON()).toEqual({
      companyId: '6650a1f2c3d4e5f6aaaa0004',
      planId: '6650a1f2c3d4e5f688880002',
    });
    await expect(page.getByText('Plan updated successfully')).toBeVisible();
    await expect(change).toHaveCount(0);
    await refreshed;
  });

  test('shows the users and plan usage of a company and adds a user to it', async ({ page }) => {
    await open(page);
    const listed = page.waitForRequest(api('POST', '/users/list'));
    const usage = page.waitForRequest(api('POST', '/getUserSpacePlanInfo'));
    await table(page).getByRole('button', { name: 'Users of BrightSmile Dental Group' }).click();
    expect((await listed).postDataJSON()).toMatchObject({ company: '6650a1f2c3d4e5f6aaaa0001' });
    expect((await usage).postDataJSON()).toEqual({ companyId: '6650a1f2c3d4e5f6aaaa0001' });
    const users = page.getByRole('dialog', { name: 'Users of BrightSmile Dental Group' });
    await expect(users.getByRole('region', { name: 'Plan and usage' })).toContainText('2412 of 2000');
    await expect(users.getByRole('region', { name: 'Plan and usage' })).toContainText('Growth');
    const people = users.getByRole('table', { name: 'Users of BrightSmile Dental Group' });
    await expect(people.getByRole('row')).toHaveCount(5);
    await expect(people.getByRole('row').filter({ hasText: 'Noah Bennett' })).toContainText('Invited');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The section holds the form and, after it, its Add user button.
    const form = users.getByRole('region', { name: 'Add a user' });
    await form.getByRole('button', { name: 'Add user' }).click();
    await expect(form.getByText('Please enter a first name')).toBeVisible();
    await expect(form.getByText('Please choose a role')).toBeVisible();
    await expect(form.getByText('Please enter a password')).toBeVisible();

    await form.getByLabel('First name').fill('Ryan');
    await form.getByLabel('Last name').fill('Walsh');
    await form.getByLabel('E-mail').fill('ryan.walsh@brightsmile-dental.com');
    await form.getByLabel('Password').fill('Smile-Desk-2026');
    await form.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'agent_manager' });
    await form.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español' });
    // Refused (the e-mail is in use): the server's message, and nothing typed is lost.
    await page.route('**/users/', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'An account with this email already exists.' }),
          })
        : route.fallback(),
    );
    await form.getByRole('button', { name: 'Add user' }).click();
    await expect(page.getByText('An account with this email already exists.')).toBeVisible();
    await expect(form.getByLabel('E-mail')).toHaveValue('ryan.walsh@brightsmile-dental.com');
    await expect(form.getByLabel('Password')).toHaveValue('Smile-Desk-2026');
    await page.unroute('**/users/');

    const created = page.waitForRequest(api('POST', '/users/'));
    await form.getByRole('button', { name: 'Add user' }).click();
    expect((await created).postDataJSON()).toEqual({
      firstName: 'Ryan',
      lastName: 'Walsh',
      email: 'ryan.walsh@brightsmile-dental.com',
      roleId: '6650a1f2c3d4e5f677770002',
      language: 'es',
      password: 'Smile-Desk-2026',
      company: '6650a1f2c3d4e5f6aaaa0001',
    });
    await expect(page.getByText('User created successfully')).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue('');
  });
});
