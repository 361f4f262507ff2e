import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';

// /voicelibrary against the mock: the contract's five voices (Ava, Marcus, Sofia, Oliver and the
// custom BrightSmile Front Desk) and four agents. Prism cannot serve audio, so the samples are the
// sample call recording, served here.
const SAMPLE = readFileSync(new URL('../mocks/recordings/6650a1f2c3d4e5f611110001.wav', import.meta.url));
const list = (page: Page) => page.getByRole('list', { name: 'Voices' });
const card = (page: Page, name: string) => list(page).getByRole('article', { name });
const names = (page: Page) => list(page).getByRole('heading', { level: 2 });

async function open(page: Page, path = '/voicelibrary') {
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.route('**/files/samples/voices/*', (route) =>
    route.fulfill({ body: SAMPLE, contentType: 'audio/wav' }),
  );
  await page.goto(path);
}

test.describe('the voice library', () => {
  test('shows every voice with its language, gender, accent, provider and agents', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Voice library' })).toBeVisible();
    await expect(names(page)).toHaveText(['Ava', 'Marcus', 'Sofia', 'Oliver', 'BrightSmile Front Desk']);
    const ava = card(page, 'Ava');
    for (const text of ['en-US', 'Female', 'American', 'ElevenLabs', 'Used by: Dental Receptionist']) {
      await expect(ava).toContainText(text);
    }
    await expect(card(page, 'BrightSmile Front Desk')).toContainText('Custom');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('filters by provider, gender, language and accent, kept in the address', async ({ page }) => {
    await open(page);
    await page.getByRole('combobox', { name: 'Provider' }).selectOption({ label: 'Azure' });
    await expect(page).toHaveURL('/voicelibrary?provider=azure');
    await expect(names(page)).toHaveText(['Sofia', 'Oliver']);
    await page.getByRole('combobox', { name: 'Gender' }).selectOption({ label: 'Female' });
    await expect(names(page)).toHaveText(['Sofia']);
    await expect(page.getByText('1 voice', { exact: true })).toBeVisible();
    await page.reload();
    await expect(names(page)).toHaveText(['Sofia']);
    await expect(page.getByRole('combobox', { name: 'Gender' })).toHaveValue('female');
    await page.getByRole('combobox', { name: 'Accent' }).selectOption('British');
    await expect(page.getByText('No voice matches these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL('/voicelibrary');
    await expect(names(page)).toHaveCount(5);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('en-GB');
    await expect(names(page)).toHaveText(['Oliver']);
  });

  test('ignores filters in the address it does not know', async ({ page }) => {
    await open(page, '/voicelibrary?gender=robot&provider=acme&language=%3Cscript%3E&accent=British');
    await expect(names(page)).toHaveText(['Oliver']);
    await expect(page.getByRole('combobox', { name: 'Gender' })).toHaveValue('');
  });

  test('previews one voice at a time', async ({ page }) => {
    await open(page);
    await card(page, 'Ava').getByRole('button', { name: 'Preview Ava' }).click();
    const avaPlayer = page.getByRole('group', { name: 'Sample of Ava' });
    await expect(avaPlayer.getByRole('slider')).toHaveAttribute('data-status', 'ready');
    const play = avaPlayer.getByRole('button', { name: 'Play' });
    await expect(play).toBeEnabled();
    await play.click();
    await expect(play).toHaveAttribute('aria-pressed', 'true');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Opening another sample closes the first (and stops it).
    await card(page, 'Marcus').getByRole('button', { name: 'Preview Marcus' }).click();
    await expect(avaPlayer).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Sample of Marcus' })).toBeVisible();
    await expect(page.getByRole('group', { name: /^Sample of/ })).toHaveCount(1);
    await card(page, 'Marcus').getByRole('button', { name: 'Close the preview of Marcus' }).click();
    await expect(page.getByRole('group', { name: /^Sample of/ })).toHaveCount(0);
  });

  test('applies a voice to the chosen agent', async ({ page }) => {
    await open(page);
    await card(page, 'Oliver').getByRole('button', { name: 'Apply Oliver to an agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply Oliver to an agent' });
    await dialog.getByRole('button', { name: 'Apply voice' }).click();
    await expect(dialog.getByText('Please choose an agent')).toBeVisible();
    await dialog
      .getByRole('combobox', { name: 'Agent' })
      .selectOption({ label: 'Recall Reminders · Active' });
    const saved = page.waitForRequest(
      (r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/api/agents/6650a1f2c3d4e5f6bbbb0002',
    );
    await dialog.getByRole('button', { name: 'Apply voice' }).click();
    const body = (await saved).postDataJSON() as Record<string, unknown>;
    expect(body['voice']).toBe('6650a1f2c3d4e5f655550004');
    expect(body).toHaveProperty('global_prompt');
    await expect(page.getByText('Recall Reminders now speaks with Oliver')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('a refused update says why and keeps the dialog open', async ({ page }) => {
    await open(page);
    await page.route('**/api/agents/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { message: 'The agent is being edited elsewhere.' } })
        : route.fallback(),
    );
    await card(page, 'Sofia').getByRole('button', { name: 'Apply Sofia to an agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply Sofia to an agent' });
    await dialog
      .getByRole('combobox', { name: 'Agent' })
      .selectOption({ label: 'Dental Receptionist · Active' });
    await dialog.getByRole('button', { name: 'Apply voice' }).click();
    await expect(page.getByText('The agent is being edited elsewhere.')).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('a failed library shows the error and recovers with Try again', async ({ page }) => {
    // Down until the error is on screen: how many reads that takes (the route's, its one retry, the
    // screen's own on mount) depends on how soon the screen mounts.
    let down = true;
    await page.route('**/api/voices', (route) =>
      down ? route.fulfill({ status: 500, json: { message: 'Voices are unavailable.' } }) : route.fallback(),
    );
    await open(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Voices are unavailable.' })).toBeVisible();
    down = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(names(page)).toHaveCount(5);
  });
});
