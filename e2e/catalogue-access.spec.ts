import { expect, test } from './fixtures';
import { signInAs } from './session';

// The super administrator's screens, opened by URL by an ordinary user: refused, with a way back.
for (const path of ['/superadmin', '/superadmin/action', '/superadmin/plan', '/companies']) {
  test(`an ordinary user is refused ${path} and offered the dashboard`, async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}

test('a super administrator sees the overview with each catalogue and its count', async ({ page }) => {
  await signInAs(page, 'superAdmin', { tourSeen: 'true' });
  await page.goto('/superadmin');
  await expect(page.getByRole('heading', { level: 1, name: 'Super admin' })).toBeVisible();
  const plans = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Plans' }) });
  await expect(plans).toContainText('3 items');
  const actions = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Actions' }) });
  await expect(actions).toContainText('6 items');
  // One card per entity, each with its own name, also where two share a screen.
  const names = await page.getByRole('main').getByRole('listitem').getByRole('link').allTextContents();
  expect(names).toContain('SIP trunks');
  expect(names).toContain('Rate card');
  expect(new Set(names).size).toBe(names.length);
  await actions.getByRole('link', { name: 'Actions' }).click();
  await expect(page).toHaveURL(/\/superadmin\/action$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Actions' })).toBeVisible();
});
