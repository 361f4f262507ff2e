import { expect, test } from './fixtures';
import { signInAs } from './session';

const seen = { tourSeen: 'true' };

test.describe('header search', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'user', seen);
  });

  test('fetches agents and contacts only once opened, and reaches an agent with the keyboard', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/agents' || path === '/api/leads') fetched.push(path);
    });
    await page.goto('/dashboard');
    await expect(page.getByTestId('greeting')).toBeVisible();
    expect(fetched).toEqual([]);

    const toggle = page.getByRole('button', { name: 'Search', exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const box = page.getByRole('combobox', { name: 'Search screens, agents and contacts' });
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('placeholder', 'Search...');
    await expect.poll(() => [...fetched].sort()).toEqual(['/api/agents', '/api/leads']);

    await page.keyboard.type('dental');
    // The dashboard behind has options of its own (its agent picker): only the search's count.
    const option = page
      .getByRole('listbox', { name: 'Search results' })
      .getByRole('option', { name: /Dental Receptionist/ });
    await expect(option).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/agent\/prompt_editor\?agentId=6650a1f2c3d4e5f6bbbb0001$/);
    // The agent travels along in the navigation state.
    const state = await page.evaluate(() => (history.state as { agent?: { name?: string } }).agent?.name);
    expect(state).toBe('Dental Receptionist');
    await expect(box).toHaveCount(0);
  });

  test('reaches a contact and a screen, and Escape closes', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const box = page.getByRole('combobox', { name: 'Search screens, agents and contacts' });
    await box.fill('jordan');
    await expect(page.getByRole('option', { name: /Jordan Lee/ })).toBeVisible();
    await page.keyboard.press('Enter');
    // The contact itself opens, read by its id, in the contact's drawer.
    await expect(page).toHaveURL(/\/contacts\?leadId=[A-Za-z0-9]+$/);
    const drawer = page.getByRole('dialog', { name: 'Edit contact' });
    await expect(drawer.getByLabel('First name')).toHaveValue('Jordan');
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/contacts$/);

    // The screen behind has options of its own (page sizes): only the search's results count.
    const results = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // A menu name finds its screen too ("Test Labs" is the test zone).
    await box.fill('labs');
    await expect(results).toHaveText([/Test zone/]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/testzone$/);

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await box.fill('res');
    await expect(results.first()).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await expect(results.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/testzone$/);
  });

  test('reaches a tab of the company settings by its name', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: 'Search screens, agents and contacts' }).fill('api keys');
    const results = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await expect(results).toHaveText([/^API keys — Company settings/]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/company-settings?tab=api-keys');
    await expect(page.getByRole('tab', { name: 'API keys' })).toHaveAttribute('aria-selected', 'true');
  });

  test('says so when nothing matches', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: 'Search screens, agents and contacts' }).fill('zzzz');
    await expect(page.getByRole('status').filter({ hasText: 'Nothing found for “zzzz”.' })).toBeAttached();
    await expect(page.getByRole('combobox', { name: 'Search screens, agents and contacts' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // No result option (the dashboard's own <select> has native options, without a role attribute).
    await expect(page.locator('[role="option"]')).toHaveCount(0);
  });
});
