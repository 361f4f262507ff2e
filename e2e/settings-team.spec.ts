import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';

// /company-settings?tab=team against the mock: the contract's four users (Maya, the signed-in
// company admin; Carlos; Priya; Noah, invited) and five roles.
const table = (page: Page) => page.getByRole('table', { name: 'Team members' });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Invite someone' });
const preview = (page: Page) => page.getByRole('dialog', { name: 'Invitation e-mail' });

const PRIYA = '6650a1f2c3d4e5f601234569';
const NOAH = '6650a1f2c3d4e5f601234570';
const VIEWER = '6650a1f2c3d4e5f677770003';
const AGENT_MANAGER = '6650a1f2c3d4e5f677770002';

async function open(page: Page) {
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto('/company-settings?tab=team');
  await expect(page.getByRole('heading', { level: 2, name: 'Team' })).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(5);
}

const request = (page: Page, method: string, path: string) =>
  page.waitForRequest((req) => req.method() === method && new URL(req.url()).pathname.endsWith(path));

async function fillInvitation(page: Page) {
  await drawer(page).getByRole('textbox', { name: 'E-mail' }).fill('lena.ortiz@brightsmile-dental.com');
  await drawer(page).getByRole('textbox', { name: 'First name' }).fill(' Lena ');
  await drawer(page).getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Viewer' });
}

test.describe('company settings: team', () => {
  test('lists the users with e-mail, role and status; my own role cannot be changed', async ({ page }) => {
    await open(page);
    const maya = row(page, 'Maya Thompson');
    await expect(maya).toContainText('(you)');
    await expect(maya).toContainText('maya.thompson@brightsmile-dental.com');
    await expect(maya).toContainText('Active');
    await expect(maya.getByRole('combobox', { name: 'Role of Maya Thompson' })).toBeDisabled();
    await expect(maya).toContainText('You cannot change your own role: ask another administrator.');

    const carlos = row(page, 'Carlos Rivera');
    const carlosRole = carlos.getByRole('combobox', { name: 'Role of Carlos Rivera' });
    await expect(carlosRole).toBeEnabled();
    await expect(carlosRole.locator('option:checked')).toHaveText('Agent manager');
    // The platform's super administrator is not a role a company gives.
    await expect(carlosRole.locator('option')).toHaveText([
      'Company administrator',
      'Agent manager',
      'Viewer',
      'Front desk',
    ]);

    const noah = row(page, 'Noah Bennett');
    await expect(noah).toContainText('Invitation pending');
    await expect(noah).toContainText('Never');
    await expect(page.getByRole('button', { name: 'Resend invitation to Noah Bennett' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend invitation to Carlos/ })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('fits a 1366 px laptop screen: whole names, every action in view', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await open(page);
    // Nothing to scroll sideways to: the actions of the last column are where the eye is.
    const region = page.getByRole('table', { name: 'Team members' }).locator('xpath=..');
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
      0,
    );
    for (const name of ['Resend invitation to Noah Bennett', 'Actions for Noah Bennett']) {
      await expect(page.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    }
    // A name is not cut to a few letters a line.
    for (const name of ['Maya Thompson', 'Carlos Rivera', 'Priya Natarajan', 'Noah Bennett']) {
      const cell = row(page, name).getByRole('cell').first().getByText(name);
      expect(await cell.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
      expect(await cell.evaluate((element) => element.getClientRects()[0]?.width ?? 0)).toBeGreaterThan(80);
    }
  });

  test('changes a role after a confirmation; cancelling keeps the role', async ({ page }) => {
    await open(page);
    const priyaRole = row(page, 'Priya Natarajan').getByRole('combobox', { name: 'Role of Priya Natarajan' });
    await priyaRole.selectOption({ label: 'Agent manager' });
    const confirm = page.getByRole('dialog', { name: 'Change role' });
    await expect(confirm).toContainText('Change the role of Priya Natarajan from Viewer to Agent manager?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(priyaRole.locator('option:checked')).toHaveText('Viewer');

    await priyaRole.selectOption({ label: 'Agent manager' });
    const sent = request(page, 'POST', '/myProfile/setUserRole/');
    await confirm.getByRole('button', { name: 'Change role' }).click();
    expect((await sent).postDataJSON()).toEqual({ userId: PRIYA, roleId: AGENT_MANAGER });
    await expect(page.getByText('Role updated successfully')).toBeVisible();
    await expect(confirm).toBeHidden();
  });

  test('invites someone: the e-mail is previewed as text, then sent', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Invite someone' }).click();
    await expect(drawer(page)).toBeVisible();
    let previewed = false;
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.endsWith('/get_invitation_email_template/')) previewed = true;
    });
    await drawer(page).getByRole('button', { name: 'Preview e-mail' }).click();
    await expect(drawer(page).getByText('Please enter a valid e-mail address')).toBeVisible();
    await expect(drawer(page).getByText('Please choose a role')).toBeVisible();
    expect(previewed).toBe(false);

    await fillInvitation(page);
    // Whatever the server puts in the template is shown as text, never run as HTML.
    await page.route('**/get_invitation_email_template/', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          data: {
            subject: '{{inviterName}} invited you to join {{companyName}}',
            body: 'Hi {{firstName}},\n<b>Welcome</b> <img src=x onerror="window.__injected=1">\nAccept here: {{inviteLink}}',
          },
        }),
      }),
    );
    const asked = request(page, 'POST', '/get_invitation_email_template/');
    await drawer(page).getByRole('button', { name: 'Preview e-mail' }).click();
    expect((await asked).postDataJSON()).toEqual({ roleId: VIEWER });
    await expect(preview(page)).toContainText('To lena.ortiz@brightsmile-dental.com, as Viewer');
    await expect(preview(page)).toContainText('{{inviterName}} invited you to join {{companyName}}');
    const body = preview(page).getByTestId('invitation-body');
    await expect(body).toContainText('<b>Welcome</b> <img src=x onerror="window.__injected=1">');
    await expect(body).toContainText('Accept here: {{inviteLink}}');
    await expect(preview(page).locator('b, img, iframe:not([sandbox=""])')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const sent = request(page, 'POST', '/send_invitation/');
    await preview(page).getByRole('button', { name: 'Send invitation' }).click();
    expect((await sent).postDataJSON()).toEqual({
      email: 'lena.ortiz@brightsmile-dental.com',
      firstName: 'Lena',
      roleId: VIEWER,
    });
    await expect(page.getByText('Invitation sent to noah.bennett@brightsmile-dental.com')).toBeVisible();
    await expect(preview(page)).toBeHidden();
    await expect(drawer(page)).toBeHidden();
  });

  test('a refused invitation says why and keeps the form as typed', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Invite someone' }).click();
    await fillInvitation(page);
    await drawer(page).getByRole('button', { name: 'Preview e-mail' }).click();
    await expect(preview(page)).toContainText('invited you to join');
    await page.route('**/send_invitation/', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'A user with this email already exists.' }),
      }),
    );
    await preview(page).getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('A user with this email already exists.')).toBeVisible();
    await expect(preview(page)).toBeHidden();
    await expect(drawer(page).getByRole('textbox', { name: 'E-mail' })).toHaveValue(
      'lena.ortiz@brightsmile-dental.com',
    );
    await expect(drawer(page).getByRole('textbox', { name: 'First name' })).toHaveValue(' Lena ');
    await expect(drawer(page).getByRole('combobox', { name: 'Role' })).toHaveValue(VIEWER);
  });

  test("sends an invitee's invitation again", async ({ page }) => {
    await open(page);
    const sent = request(page, 'POST', '/users/send-invite');
    await page.getByRole('button', { name: 'Resend invitation to Noah Bennett' }).click();
    expect((await sent).postDataJSON()).toEqual({ userId: NOAH });
    await expect(page.getByText('Invitation sent to noah.bennett@brightsmile-dental.com')).toBeVisible();
  });

  test('a failed read of the team shows the error with a retry', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    let fail = true;
    await page.route('**/myProfile/getUserList/', (route) =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'The team service is unavailable.' }),
          })
        : route.fallback(),
    );
    await page.goto('/company-settings?tab=team');
    await expect(
      page.getByRole('alert').filter({ hasText: 'The team service is unavailable.' }),
    ).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(table(page).getByRole('row')).toHaveCount(5);
  });
});
