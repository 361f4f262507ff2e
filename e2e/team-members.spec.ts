import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { useOwnData } from './mock-state';
import { signInAs } from './session';

// /company-settings?tab=team against the stateful mock, in a data set of the test's own: Maya (the
// signed-in company admin), Carlos, Priya and Noah (invited). What is removed stays removed after a
// reload. The mock signs anyone in with any password, so a new password is checked as sent.
const table = (page: Page) => page.getByRole('table', { name: 'Team members' });
const rows = (page: Page) => table(page).getByRole('row');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const actions = (page: Page, name: string) => page.getByRole('button', { name: `Actions for ${name}` });

const CARLOS = '6650a1f2c3d4e5f601234568';
const PRIYA = '6650a1f2c3d4e5f601234569';

async function open(page: Page) {
  await useOwnData(page, 'team-members');
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto('/company-settings?tab=team');
  await expect(rows(page)).toHaveCount(5);
}

async function choose(page: Page, name: string, action: string) {
  await actions(page, name).click();
  await page.getByRole('menuitem', { name: action }).click();
}

const request = (page: Page, method: string, path: string) =>
  page.waitForRequest((req) => req.method() === method && new URL(req.url()).pathname === `/api${path}`);

test.describe('company settings: team members', () => {
  test('offers each member the actions that fit: none on oneself, removal only for an invitee', async ({
    page,
  }) => {
    await open(page);
    await expect(actions(page, 'Maya Thompson')).toHaveCount(0);
    await actions(page, 'Noah Bennett').click();
    await expect(page.getByRole('menuitem')).toHaveText(['Remove from team']);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();

    await actions(page, 'Carlos Rivera').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem')).toHaveText([
      'Send password reset link',
      'Set a new password',
      'Remove from team',
    ]);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('removes a member after a confirmation naming them; gone after a reload', async ({ page }) => {
    await open(page);
    await choose(page, 'Priya Natarajan', 'Remove from team');
    const confirm = page.getByRole('alertdialog', { name: 'Remove Priya Natarajan?' });
    await expect(confirm).toContainText('Priya Natarajan (priya.natarajan@brightsmile-dental.com)');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row(page, 'Priya Natarajan')).toHaveCount(1);

    await choose(page, 'Priya Natarajan', 'Remove from team');
    const removed = request(page, 'DELETE', `/users/${PRIYA}`);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await removed;
    await expect(page.getByText('User deleted successfully')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(rows(page)).toHaveCount(4);
    await expect(row(page, 'Priya Natarajan')).toHaveCount(0);

    await page.reload();
    await expect(rows(page)).toHaveCount(4);
    await expect(row(page, 'Priya Natarajan')).toHaveCount(0);
    await expect(row(page, 'Carlos Rivera')).toHaveCount(1);
  });

  test('e-mails a member a password-reset link and says to whom; a failure says why', async ({ page }) => {
    await open(page);
    const sent = request(page, 'POST', '/users/resetpassword/');
    await choose(page, 'Carlos Rivera', 'Send password reset link');
    expect((await sent).postDataJSON()).toEqual({ userId: CARLOS });
    await expect(
      page.getByText('A password reset link was sent to carlos.rivera@brightsmile-dental.com'),
    ).toBeVisible();

    await page.route('**/users/resetpassword/', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The e-mail service is not reachable. Please try again.' }),
      }),
    );
    await choose(page, 'Carlos Rivera', 'Send password reset link');
    await expect(page.getByText('The e-mail service is not reachable. Please try again.')).toBeVisible();
  });

  test("sets a member's password under sign-up's rules; a refusal keeps what was typed", async ({ page }) => {
    await open(page);
    await choose(page, 'Carlos Rivera', 'Set a new password');
    const dialog = page.getByRole('dialog', { name: 'New password for Carlos Rivera' });
    const password = dialog.getByRole('textbox', { name: 'New password', exact: true });
    const again = dialog.getByRole('textbox', { name: 'Confirm new password' });
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await expect(dialog.getByText('Please choose a password')).toBeVisible();
    await expect(dialog.getByText('Please type the new password again')).toBeVisible();
    await expect(password).toBeFocused();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await password.fill('short');
    await expect(dialog.getByText('The password must be at least 8 characters')).toBeVisible();
    await password.fill('Bright-Chairs-42');
    await again.fill('Bright-Chairs-43');
    await expect(dialog.getByText('The two passwords do not match')).toBeVisible();
    await again.fill('Bright-Chairs-42');
    await expect(dialog.getByText('The two passwords do not match')).toBeHidden();

    await page.route('**/change-password/', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The password service is not reachable. Please try again.' }),
      }),
    );
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('The password service is not reachable. Please try again.')).toBeVisible();
    await expect(password).toHaveValue('Bright-Chairs-42');
    await expect(again).toHaveValue('Bright-Chairs-42');
    await page.unroute('**/change-password/');

    const sent = request(page, 'POST', `/users/${CARLOS}/change-password/`);
    await dialog.getByRole('button', { name: 'Set password' }).click();
    expect((await sent).postDataJSON()).toEqual({ newPassword: 'Bright-Chairs-42' });
    await expect(page.getByText('Password changed successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});
