import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';

// /superadmin/role against the mock: the contract's five roles, six actions and their grants.
const roles = (page: Page) => page.getByRole('table', { name: 'Roles' });
const grants = (page: Page) => page.getByRole('table', { name: 'What each role may do' });
const drawer = (page: Page) => page.getByRole('dialog');

async function open(page: Page) {
  await signInAs(page, 'superAdmin', { tourSeen: 'true' });
  await page.goto('/superadmin/role');
  await expect(roles(page).getByRole('row')).toHaveCount(6);
  await expect(grants(page).getByRole('row')).toHaveCount(7);
}

test.describe('the roles catalogue', () => {
  test('lists the roles with their grants; built-in roles cannot be deleted', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
    await expect(roles(page).getByRole('button', { name: 'Delete front_desk' })).toBeVisible();
    await expect(roles(page).getByRole('button', { name: 'Delete super_admin' })).toHaveCount(0);
    await expect(grants(page).getByRole('checkbox', { name: 'viewer may View calls' })).toBeChecked();
    await expect(grants(page).getByRole('checkbox', { name: 'viewer may Manage billing' })).not.toBeChecked();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('refuses an invalid role, then creates a valid one', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'New role' }).click();
    await drawer(page).getByLabel('Name').fill('Night Shift');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await expect(drawer(page).getByText(/Please enter a name like front_desk/)).toBeVisible();
    await drawer(page).getByLabel('Name').fill('night_shift');
    const request = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/roles'),
    );
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    expect((await request).postDataJSON()).toEqual({ name: 'night_shift' });
    await expect(page.getByText('Role created successfully')).toBeVisible();
    await expect(drawer(page)).toHaveCount(0);
  });

  test('deletes a role after confirmation', async ({ page }) => {
    await open(page);
    await roles(page).getByRole('button', { name: 'Delete front_desk' }).click();
    const request = page.waitForRequest((r) => r.method() === 'DELETE');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    expect(new URL((await request).url()).pathname).toMatch(/\/roles\/6650a1f2c3d4e5f677770004$/);
    await expect(page.getByText('Role deleted successfully')).toBeVisible();
  });

  test('saves the changed grants only', async ({ page }) => {
    await open(page);
    const save = page.getByRole('button', { name: 'Save grants' });
    await expect(save).toBeDisabled();
    await grants(page).getByRole('checkbox', { name: 'agent_manager may Manage phone numbers' }).check();
    const request = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().includes('/updateRoleGrant/'),
    );
    await save.click();
    expect((await request).postDataJSON()).toEqual({
      grants: [
        {
          roleId: '6650a1f2c3d4e5f677770002',
          actions: [
            '6650a1f2c3d4e5f666660001',
            '6650a1f2c3d4e5f666660002',
            '6650a1f2c3d4e5f666660004',
            '6650a1f2c3d4e5f666660005',
          ],
        },
      ],
    });
    await expect(page.getByText('Role grants updated successfully')).toBeVisible();
  });

  test('grants one action to a role', async ({ page }) => {
    await open(page);
    const form = page.getByRole('form', { name: 'Grant one action to a role' });
    await form.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'front_desk' });
    await form.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Manage contacts' });
    const request = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/roles/action'));
    await form.getByRole('button', { name: 'Grant', exact: true }).click();
    expect((await request).postDataJSON()).toEqual({
      roleId: '6650a1f2c3d4e5f677770004',
      actionId: '6650a1f2c3d4e5f666660004',
    });
    await expect(page.getByText('Action added to role')).toBeVisible();
  });

  test("sets a user's role, sending the user's own fields back", async ({ page }) => {
    await open(page);
    const section = page.getByRole('region', { name: "Set a user's role" });
    await section
      .getByRole('combobox', { name: 'User' })
      .selectOption({ label: 'Priya Natarajan (priya.natarajan@brightsmile-dental.com)' });
    await expect(section.getByRole('combobox', { name: 'New role' })).toHaveValue('6650a1f2c3d4e5f677770003');
    await section.getByRole('combobox', { name: 'New role' }).selectOption({ label: 'agent_manager' });
    const request = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/users/'));
    await section.getByRole('button', { name: 'Set role' }).click();
    const sent = await request;
    expect(sent.postDataJSON()).toMatchObject({
      firstName: 'Priya',
      lastName: 'Natarajan',
      email: 'priya.natarajan@brightsmile-dental.com',
      roleId: '6650a1f2c3d4e5f677770002',
    });
    await expect(page.getByText('User updated successfully')).toBeVisible();
  });
});
