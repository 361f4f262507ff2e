import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';

// /superadmin/voice against the mock: the contract's five voices. Prism cannot serve audio, so the
// samples are the sample call recording, served here.
const SAMPLE = readFileSync(new URL('../mocks/recordings/6650a1f2c3d4e5f611110001.wav', import.meta.url));
const table = (page: Page) => page.getByRole('table', { name: 'Voices' });
const drawer = (page: Page) => page.getByRole('dialog');

async function open(page: Page) {
  await signInAs(page, 'superAdmin', { tourSeen: 'true' });
  await page.route('**/files/samples/voices/*', (route) =>
    route.fulfill({ body: SAMPLE, contentType: 'audio/wav' }),
  );
  await page.goto('/superadmin/voice');
  await expect(table(page).getByRole('row')).toHaveCount(6);
}

test.describe('the voices catalogue', () => {
  test('lists the voices and previews a sample', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Voices' })).toBeVisible();
    const ava = table(page).getByRole('row').filter({ hasText: 'Ava' });
    for (const text of ['en-US', 'Female', 'American', 'ElevenLabs']) await expect(ava).toContainText(text);
    await table(page).getByRole('button', { name: 'Preview Ava' }).click();
    const player = page.getByRole('group', { name: 'Sample of Ava' });
    await expect(player.getByRole('slider')).toHaveAttribute('data-status', 'ready');
    await expect(table(page).getByRole('button', { name: 'Close the preview of Ava' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await table(page).getByRole('button', { name: 'Close the preview of Ava' }).click();
    await expect(player).toHaveCount(0);
  });

  test('refuses an invalid voice, then creates a valid one', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'New voice' }).click();
    await drawer(page).getByLabel('Language').fill('english please');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await expect(drawer(page).getByText('Please enter a name')).toBeVisible();
    await expect(drawer(page).getByText('Please enter a language tag such as en-US')).toBeVisible();
    await expect(drawer(page).getByText('Please choose a provider')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await drawer(page).getByLabel('Name').fill('Clinic Front Desk');
    await drawer(page).getByLabel('Gender').selectOption({ label: 'Female' });
    await drawer(page).getByLabel('Language').fill('en-US');
    await drawer(page)
      .getByRole('combobox', { name: 'Provider', exact: true })
      .selectOption({ label: 'ElevenLabs' });
    await drawer(page).getByLabel('Provider voice ID').fill('EXAVITQu4vr4xnSDxMaL');
    const request = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/voices'),
    );
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    expect((await request).postDataJSON()).toMatchObject({
      name: 'Clinic Front Desk',
      gender: 'female',
      language: 'en-US',
      provider: 'elevenlabs',
      providerVoiceId: 'EXAVITQu4vr4xnSDxMaL',
    });
    await expect(drawer(page)).toHaveCount(0);
  });

  test('edits a voice', async ({ page }) => {
    await open(page);
    await table(page).getByRole('button', { name: 'Edit Oliver' }).click();
    await expect(drawer(page).getByLabel('Name')).toHaveValue('Oliver');
    await drawer(page).getByLabel('Accent').fill('Scottish');
    const request = page.waitForRequest((r) => r.method() === 'PUT');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    const sent = await request;
    expect(sent.postDataJSON()).toMatchObject({ name: 'Oliver', accent: 'Scottish' });
    await expect(drawer(page)).toHaveCount(0);
  });

  test('deletes a voice after confirmation', async ({ page }) => {
    await open(page);
    await table(page).getByRole('button', { name: 'Delete Sofia' }).click();
    const request = page.waitForRequest((r) => r.method() === 'DELETE');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    expect(new URL((await request).url()).pathname).toMatch(/\/voices\/[0-9a-f]{24}$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
