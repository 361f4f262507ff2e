import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SUPER_ADMIN_TOKEN, signInAs } from './session';

// Two tabs of one browser share localStorage: what one does to the session, the other follows.
const agents = (page: Page) => page.getByRole('list', { name: 'Agents' });

async function twoTabsOnAgents(page: Page): Promise<Page> {
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto('/agent');
  await expect(agents(page).getByRole('listitem')).toHaveCount(4);
  const other = await page.context().newPage();
  await other.goto('/agent');
  await expect(agents(other).getByRole('listitem')).toHaveCount(4);
  await expect(other.getByRole('button', { name: 'Account menu of Maya Thompson' })).toBeVisible();
  return other;
}

test.describe('tabs share one session', () => {
  test('signing out in one tab signs the other out, leaving nothing of the user on screen', async ({
    page,
  }) => {
    const other = await twoTabsOnAgents(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await expect(other).toHaveURL(/\/login$/);
    await expect(other.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(other.getByText('Dental Receptionist')).toHaveCount(0);
    await expect(other.getByRole('button', { name: /Account menu/ })).toHaveCount(0);
    // Back to the list: the guard asks for a sign-in; nothing cached is shown on the way.
    await other.goBack();
    await expect(other).toHaveURL(/\/login\?next=%2Fagent$/);
    await expect(other.getByText('Dental Receptionist')).toHaveCount(0);
  });

  test('another user signing in in one tab starts the other again as them, with nothing cached', async ({
    page,
  }) => {
    const other = await twoTabsOnAgents(page);
    // Marks this document: a reload replaces it, and its in-memory cache with it.
    await page.evaluate(() => document.documentElement.setAttribute('data-before-switch', ''));
    const asDaniel = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname.startsWith('/api/') &&
        request.headers()['authorization'] === `Bearer ${SUPER_ADMIN_TOKEN}`,
    );

    // The other tab signs in as the super administrator (stored as the app stores a sign-in).
    await other.evaluate((token) => {
      const claims = JSON.parse(
        atob(token.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? ''),
      ) as Record<string, unknown>;
      delete claims['iat'];
      delete claims['exp'];
      localStorage.setItem('token', token);
      localStorage.setItem('userInfo', JSON.stringify({ ...claims, isAuthorized: true }));
    }, SUPER_ADMIN_TOKEN);

    await expect(page.getByRole('button', { name: 'Account menu of Daniel Okafor' })).toBeVisible();
    await expect(page.locator('html[data-before-switch]')).toHaveCount(0);
    await expect(page).toHaveURL(/\/agent$/);
    await asDaniel;
  });
});
