import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { uniqueMark, useOwnData } from './mock-state';
import { signInAs } from './session';

// A company starts an agent from a template the super administrator offers (the contract's
// selected templates), sees what it brings, and lands in the editor with it; stateful mock.

const dialog = (page: Page) => page.getByRole('dialog');
const region = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('agents from templates', () => {
  test.slow();

  test('create from a template: preview, opened in the editor, kept after a reload', async ({ page }) => {
    const name = `Recall Caller ${uniqueMark()}`;
    await useOwnData(page, 'templates');
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.goto('/agent');
    await page.getByRole('button', { name: 'Create agent' }).click();
    await dialog(page).getByText('A template', { exact: true }).click();
    await expect(dialog(page).getByRole('radio', { name: 'A template' })).toBeChecked();

    const templates = dialog(page).getByRole('radiogroup', { name: 'Templates' });
    await expect(templates.getByRole('radio')).toHaveCount(4);
    // Withdrawn by the super administrator: not offered to a company.
    await expect(templates.getByText('Storm Damage Hotline')).toHaveCount(0);

    await dialog(page).getByRole('button', { name: 'Create' }).click();
    await expect(dialog(page).getByText('Please choose a template')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await templates.getByText('Dental Recall Caller', { exact: true }).click();
    const preview = region(page, 'What Dental Recall Caller brings');
    await expect(preview).toBeVisible();
    await expect(preview.getByText(/^You call patients of \{\{company_name\}\}/)).toBeVisible();
    await expect(preview.getByText('2 functions')).toBeVisible();
    await expect(preview.getByText('book_appointment')).toBeVisible();
    await expect(preview.getByText('Outbound')).toBeVisible();
    await expect(dialog(page).getByRole('textbox', { name: 'Name' })).toHaveValue('Dental Recall Caller');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await dialog(page).getByRole('textbox', { name: 'Name' }).fill(name);
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/agents/',
    );
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    expect((await posted).postDataJSON()).toMatchObject({
      name,
      direction: 'outbound',
      language: 'en-US',
      voice: '6650a1f2c3d4e5f655550002',
    });

    await expect(page).toHaveURL(/\/agent\/prompt_editor\?agentId=/);
    await expect(page.getByTestId('agent-name')).toHaveText(name);
    const prompt = region(page, 'Global Prompt').getByRole('textbox');
    await expect(prompt).toHaveValue(/^You call patients of \{\{company_name\}\}/);
    await expect(region(page, 'Voicemail Setup').getByRole('textbox')).toHaveValue(
      /^Hi, this is \{\{agent_name\}\}/,
    );

    await page.reload();
    await expect(page.getByTestId('agent-name')).toHaveText(name);
    await expect(prompt).toHaveValue(/^You call patients of \{\{company_name\}\}/);
    await page.goto('/agent');
    await expect(page.getByRole('list', { name: 'Agents' }).getByText(name)).toBeVisible();
  });
});
