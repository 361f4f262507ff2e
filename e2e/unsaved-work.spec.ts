import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';

// The contract's example agent, Dental Receptionist, whose global prompt starts "You are Ava".
const AGENT = '6650a1f2c3d4e5f6bbbb0001';
const EDITOR = `/agent/prompt_editor?agentId=${AGENT}`;
const TYPED = 'You are Ava.\n\nAlways offer the first free Saturday slot.';

const box = (page: Page, name: string) => page.getByRole('region', { name });
const text = (page: Page, name: string) => box(page, name).getByRole('textbox');
const question = (page: Page) => page.getByRole('alertdialog', { name: 'Discard changes?' });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function editPrompt(page: Page, name = 'Global Prompt', value = TYPED) {
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto(EDITOR);
  await expect(page.getByTestId('agent-name')).toHaveText('Dental Receptionist');
  await box(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  await text(page, name).fill(value);
}

test.describe('unsaved work in the prompt editor', () => {
  test('leaving asks first; staying keeps the text, a reload brings it back, Discard lets go', async ({
    page,
  }) => {
    await editPrompt(page);

    await nav(page).getByRole('link', { name: 'Calls' }).click();
    await expect(question(page)).toBeVisible();
    await expect(question(page).getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await question(page).getByRole('button', { name: 'Keep editing' }).click();
    await expect(question(page)).toBeHidden();
    await expect(page).toHaveURL(EDITOR);
    await expect(text(page, 'Global Prompt')).toHaveValue(TYPED);

    // A reload: the browser may ask too (beforeunload); either way the text comes back.
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await expect(page.getByText('Your unsaved changes to this agent were restored.')).toBeVisible();
    await expect(text(page, 'Global Prompt')).toHaveValue(TYPED);
    await expect(text(page, 'Global Prompt')).toBeEditable();
    expect(asked.every((type) => type === 'beforeunload')).toBe(true);

    await nav(page).getByRole('link', { name: 'Calls' }).click();
    await question(page).getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/calls$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Calls' })).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('agent-name')).toHaveText('Dental Receptionist');
    await expect(text(page, 'Global Prompt')).toHaveValue(/^You are Ava, the receptionist/);
    await expect(text(page, 'Global Prompt')).not.toBeEditable();
  });

  test('nothing typed, nothing asked', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.goto(EDITOR);
    await expect(page.getByTestId('agent-name')).toHaveText('Dental Receptionist');
    await box(page, 'Global Prompt').getByRole('button', { name: 'Edit Global Prompt' }).click();
    await nav(page).getByRole('link', { name: 'Calls' }).click();
    await expect(page).toHaveURL(/\/calls$/);
    await expect(question(page)).toHaveCount(0);
  });

  test('the text survives a 401, the sign-in and the way back', async ({ page }) => {
    await editPrompt(page, 'Voicemail Setup', 'Hi, this is Ava. We will call you back today.');
    await page.route(`**/api/agents/${AGENT}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 401,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Your session has expired. Please sign in again.' }),
          })
        : route.fallback(),
    );
    await box(page, 'Voicemail Setup').getByRole('button', { name: 'Save Voicemail Setup' }).click();

    await expect(page).toHaveURL(/\/login\?next=/);
    await expect(question(page)).toHaveCount(0);
    await page.unroute(`**/api/agents/${AGENT}`);
    await page.getByLabel('E-mail').fill('maya.thompson@brightsmile-dental.com');
    await page.getByLabel('Password').fill('correct horse');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(EDITOR);
    await expect(text(page, 'Voicemail Setup')).toHaveValue('Hi, this is Ava. We will call you back today.');
    await expect(page.getByText('Your unsaved changes to this agent were restored.')).toBeVisible();
  });
});

test.describe('unsaved work in a drawer form', () => {
  const drawer = (page: Page) => page.getByRole('dialog', { name: 'New contact' });

  test('Escape with a half-filled form asks; Keep editing keeps it, Discard closes', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.goto('/contacts');
    await page.getByRole('button', { name: 'New contact', exact: true }).click();
    await drawer(page).getByRole('textbox', { name: 'First name' }).fill('María');

    await page.keyboard.press('Escape');
    await expect(question(page)).toBeVisible();
    await expect(question(page).getByRole('button', { name: 'Keep editing' })).toBeFocused();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(question(page)).toBeHidden();
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).getByRole('textbox', { name: 'First name' })).toHaveValue('María');

    // A click beside the drawer is the other accident.
    await page.mouse.click(10, 300);
    await expect(question(page)).toBeVisible();
    await question(page).getByRole('button', { name: 'Discard' }).click();
    await expect(drawer(page)).toHaveCount(0);
    await expect(question(page)).toHaveCount(0);
  });

  test('an untouched form closes on Escape at once', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.goto('/contacts');
    await page.getByRole('button', { name: 'New contact', exact: true }).click();
    await expect(drawer(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toHaveCount(0);
    await expect(question(page)).toHaveCount(0);
  });
});
