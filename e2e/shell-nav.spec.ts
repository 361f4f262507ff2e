import { expect, test } from './fixtures';
import { signInAs } from './session';

// The tour is tested in shell-tour.spec.ts; here it is marked as seen so that it stays away.
const seen = { tourSeen: 'true' };

test.describe('sidebar', () => {
  test('a regular user sees Apps and Phone Numbers, not Companies or Super admin', async ({ page }) => {
    await signInAs(page, 'user', seen);
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Agent',
      'Calls',
      'Contacts',
      'Voice Library',
      'Test Labs',
      'Apps',
    ]);
    await expect(nav.getByRole('link', { name: 'Test Labs' })).toHaveAttribute('href', '/testzone');
    await expect(nav.getByRole('button', { name: 'Phone Numbers' })).toBeVisible();
    await expect(nav.getByText('Companies')).toHaveCount(0);
    await expect(nav.getByText('Super admin')).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('a super administrator sees Companies, Test Zone and Super admin, no Apps or Phone Numbers', async ({
    page,
  }) => {
    await signInAs(page, 'superAdmin', seen);
    await page.goto('/superadmin/role');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Agent',
      'Calls',
      'Contacts',
      'Companies',
      'Test Zone',
      'Voice Library',
      'Super admin',
    ]);
    await expect(nav.getByRole('button')).toHaveCount(0);
    await expect(nav.getByText('Apps')).toHaveCount(0);
    await expect(nav.getByText('Phone Numbers')).toHaveCount(0);
    // The entry of the first path segment is the current one.
    await expect(nav.getByRole('link', { name: 'Super admin' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('the current entry follows the first path segment', async ({ page }) => {
    await signInAs(page, 'user', seen);
    await page.goto('/agent/prompt_editor');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link', { name: 'Agent' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/company-settings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  });

  test('the Phone Numbers group is open on its sub-routes, and opens on demand elsewhere', async ({
    page,
  }) => {
    await signInAs(page, 'user', seen);
    await page.goto('/phonenumbers/reserved');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const group = nav.getByRole('button', { name: 'Phone Numbers' });
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Reserved' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Available' })).not.toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Available' })).toBeHidden();
    await group.click();
    await nav.getByRole('link', { name: 'Available' }).click();
    await expect(page).toHaveURL(/\/phonenumbers\/available$/);
    await expect(nav.getByRole('link', { name: 'Available' })).toHaveAttribute('aria-current', 'page');
  });

  test('the sidebar and the menu button are hidden on /conversationflow', async ({ page }) => {
    await signInAs(page, 'user', seen);
    await page.goto('/conversationflow');
    await expect(page.getByRole('heading', { level: 1, name: 'Conversation flow' })).toBeVisible();
    await expect(page.getByTestId('greeting')).toHaveText('Welcome Back, Maya');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.getByRole('button', { name: 'Open the menu' })).toHaveCount(0);
  });

  test('entries are links that work from the keyboard, with their tooltips', async ({ page }) => {
    await signInAs(page, 'user', seen);
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    // The tooltips come with the shell's menus, after the first paint.
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeEnabled();
    await nav.getByRole('link', { name: 'Dashboard' }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Agent' })).toBeFocused();
    const agentTip = page.getByRole('tooltip', {
      name: 'Manage and configure your agents, their personalities and behaviours.',
    });
    await expect(agentTip).toBeVisible();
    // Placed to the right of its entry, though made only as it first opened.
    await expect(async () => {
      const entry = await nav.getByRole('link', { name: 'Agent' }).boundingBox();
      const tip = await agentTip.boundingBox();
      expect(tip?.x ?? 0).toBeGreaterThanOrEqual((entry?.x ?? Infinity) + (entry?.width ?? 0));
    }).toPass();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Calls' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/calls$/);
    await expect(nav.getByRole('link', { name: 'Calls' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Contacts' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      'Manage customer contacts and their interaction history.',
    );
    await page.getByRole('button', { name: 'Sign out' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Sign out from your account' })).toBeVisible();
  });

  test('Help Center opens the documentation in a new tab', async ({ page }) => {
    await signInAs(page, 'user', seen);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Help Center' }).click();
    const docs = page.getByRole('menuitem', { name: /Documentation/ });
    await expect(docs).toHaveAttribute('href', /^https?:\/\//);
    await expect(docs).toHaveAttribute('target', '_blank');
    await expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('menuitem', { name: 'Take the tour' })).toBeVisible();
  });
});

test.describe('signing out', () => {
  for (const how of ['sidebar', 'user menu'] as const) {
    test(`from the ${how} clears search parameters, token and user info and lands on /login`, async ({
      page,
    }) => {
      await signInAs(page, 'user', { ...seen, searchParams: '{"calls":{"page":2}}' });
      await page.goto('/calls');
      await expect(page.getByTestId('greeting')).toBeVisible();
      if (how === 'sidebar') {
        await page.getByRole('button', { name: 'Sign out' }).click();
      } else {
        await page.getByRole('button', { name: /Account menu/ }).click();
        await page.getByRole('menuitem', { name: 'Logout' }).click();
      }
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      const stored = await page.evaluate(() => ({
        token: localStorage.getItem('token'),
        userInfo: localStorage.getItem('userInfo'),
        searchParams: localStorage.getItem('searchParams'),
      }));
      expect(stored).toEqual({ token: null, userInfo: null, searchParams: null });
      await page.goto('/calls');
      await expect(page).toHaveURL(/\/login\?next=%2Fcalls$/);
    });
  }
});
