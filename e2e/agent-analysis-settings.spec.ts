import type { Page, Request } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { useOwnData } from './mock-state';
import { signInAs } from './session';
import { settled } from './settled';

// Issue 40: the agent's post-call analysis settings, checked before they are sent and saved in the
// draft. They are a proposal: without them the editor is as before.
const AGENT = '6650a1f2c3d4e5f6bbbb0001';
const EDITOR = `/agent/prompt_editor?agentId=${AGENT}`;
const RULE =
  'Use snake_case: lowercase letters, digits and underscores, starting with a letter (at most 40 characters).';

const section = (page: Page) => page.getByRole('region', { name: 'Post-call analysis' });
const versions = (page: Page) => page.getByRole('group', { name: 'Versions' });
const isSave = (request: Request) =>
  request.method() === 'PUT' && new URL(request.url()).pathname === `/api/agents/${AGENT}/analysis`;

async function openEditor(page: Page) {
  await page.goto(EDITOR);
  await expect(page.getByTestId('agent-name')).toHaveText('Dental Receptionist');
}

async function openSettings(page: Page) {
  await openEditor(page);
  await expect(section(page).getByRole('textbox', { name: /^Summary instruction/ })).not.toHaveValue('');
}

async function addYesNoField(page: Page, name: string) {
  await section(page).getByRole('button', { name: 'Add field' }).click();
  const nameBox = section(page)
    .getByRole('group', { name: 'Field 1' })
    .getByRole('textbox', { name: /^Name/ });
  await expect(nameBox).toBeFocused();
  await nameBox.fill(name);
  // The field's group is named after it.
  const field = section(page).getByRole('group', { name, exact: true });
  await field.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Yes/no' });
  await field.getByRole('textbox', { name: /^Description/ }).fill('Did the caller book an appointment?');
  return field;
}

test('a custom field is checked before it is sent, then saved in the draft and kept', async ({ page }) => {
  test.slow(); // two saves' worth of reads, a reload and an axe scan
  await useOwnData(page);
  await signInAs(page, 'user', { tourSeen: 'true' });
  const saves: Request[] = [];
  page.on('request', (request) => {
    if (isSave(request)) saves.push(request);
  });
  await openSettings(page);
  await expect(versions(page).getByText('Unpublished changes')).toHaveCount(0);

  const field = await addYesNoField(page, 'Booked Appointment');
  await section(page).getByRole('button', { name: 'Save analysis settings' }).click();
  await expect(field.getByText(RULE)).toBeVisible();
  await expect(field.getByRole('textbox', { name: /^Name/ })).toBeFocused();
  await expect(section(page).getByRole('alert')).toHaveText('Fix the marked field before saving.');
  await settled(page);
  expect(saves).toHaveLength(0);

  await field.getByRole('textbox', { name: /^Name/ }).fill('appointment_booked');
  const fixed = section(page).getByRole('group', { name: 'appointment_booked', exact: true });
  await expect(fixed.getByRole('textbox', { name: /^Name/ })).toBeFocused();
  await expect(section(page).getByText(RULE)).toHaveCount(0);
  await section(page).getByText('Phone numbers', { exact: true }).click();
  await expect(section(page).getByRole('switch', { name: 'Phone numbers' })).toBeChecked();
  const saved = page.waitForResponse((response) => isSave(response.request()));
  await section(page).getByRole('button', { name: 'Save analysis settings' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  expect(answer.request().headers()['if-match']).toMatch(/^"\d+"$/);
  await expect(page.getByText('Post-call analysis settings saved').first()).toBeVisible();
  await expect(versions(page).getByText('Unpublished changes')).toBeVisible();
  await expect(section(page).getByRole('button', { name: 'Save analysis settings' })).toBeDisabled();
  await expect(section(page).getByRole('button', { name: 'Remove field appointment_booked' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.reload();
  const kept = section(page).getByRole('group', { name: 'appointment_booked', exact: true });
  await expect(kept.getByRole('textbox', { name: /^Name/ })).toHaveValue('appointment_booked');
  await expect(kept.getByRole('combobox', { name: 'Type' })).toHaveValue('boolean');
  await expect(kept.getByRole('textbox', { name: /^Description/ })).toHaveValue(
    'Did the caller book an appointment?',
  );
  await expect(section(page).getByRole('switch', { name: 'Phone numbers' })).toBeChecked();
  await expect(section(page).getByRole('switch', { name: 'Names' })).not.toBeChecked();
  expect(saves).toHaveLength(1);
});

test('a refused save keeps what was typed: the server says why, and a stale one offers the newer', async ({
  page,
}) => {
  test.slow(); // two refused saves, a read of the newer settings and an axe scan
  await useOwnData(page);
  await signInAs(page, 'user', { tourSeen: 'true' });
  await openSettings(page);
  const field = await addYesNoField(page, 'appointment_booked');
  const save = section(page).getByRole('button', { name: 'Save analysis settings' });

  await page.route(`**/api/agents/${AGENT}/analysis`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'The analysis service is down for maintenance.' }),
        })
      : route.fallback(),
  );
  await save.click();
  await expect(page.getByText('The analysis service is down for maintenance.').first()).toBeVisible();
  await expect(field.getByRole('textbox', { name: /^Name/ })).toHaveValue('appointment_booked');
  await expect(save).toBeEnabled();

  await page.unrouteAll();
  await page.route(`**/api/agents/${AGENT}/analysis`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'This agent was changed elsewhere after you opened it.' }),
        })
      : route.fallback(),
  );
  await save.click();
  const conflict = section(page).getByRole('alert').filter({ hasText: 'Changed elsewhere' });
  await expect(conflict).toBeVisible();
  await expect(field.getByRole('textbox', { name: /^Name/ })).toHaveValue('appointment_booked');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await conflict.getByRole('button', { name: 'Load the newer settings' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(section(page).getByRole('textbox', { name: /^Name/ })).toHaveCount(0);
  await expect(section(page).getByText('No custom fields yet.')).toBeVisible();
});

test('against a server without post-call analysis the editor is whole, with no error', async ({ page }) => {
  await useOwnData(page);
  await signInAs(page, 'user', { tourSeen: 'true' });
  let asked!: () => void;
  const answered = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/api/agents/*/analysis', async (route) => {
    await route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' });
    asked();
  });
  await openEditor(page);
  await answered;
  await expect(page.getByRole('region', { name: 'Global Prompt' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Policies/ })).toBeVisible();
  await settled(page);
  await expect(section(page)).toHaveCount(0);
  await expect(page.getByText(/post-call analysis/i)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});
