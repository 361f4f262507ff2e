import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { useOwnData } from './mock-state';
import { signInAs } from './session';

// Status, readiness and profile against the stateful mock. After-hours Triage (0004) is the seed's
// draft inbound agent without a phone number; Recall Reminders (0002) greets with {{first_name}}.
const TRIAGE = 'After-hours Triage';
const RECALL = '6650a1f2c3d4e5f6bbbb0002';

const list = (page: Page) => page.getByRole('list', { name: 'Agents' });
const card = (page: Page, name: string) => list(page).getByRole('listitem').filter({ hasText: name });
const statusGroup = (page: Page) => page.getByRole('group', { name: 'Status' });
const profile = (page: Page) => page.getByRole('region', { name: 'Agent Profile' });

async function start(page: Page, path: string) {
  await useOwnData(page, 'agents-live');
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto(path);
}

test.describe('agents that go live', () => {
  test.slow();

  test('the readiness check names what is missing, links to it, then the agent goes live and pauses', async ({
    page,
  }) => {
    await start(page, '/agent');
    await expect(card(page, TRIAGE).getByText('Draft', { exact: true })).toBeVisible();

    await card(page, TRIAGE)
      .getByRole('button', { name: `Actions for ${TRIAGE}` })
      .click();
    await page.getByRole('menuitem', { name: 'Go live' }).click();
    const check = page.getByRole('dialog', { name: `Go live with ${TRIAGE}?` });
    const missing = check.getByRole('link', { name: 'Assign the phone number this inbound agent answers' });
    await expect(missing).toBeVisible();
    await expect(check.getByRole('button', { name: 'Go live' })).toBeDisabled();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await missing.click();
    await expect(page).toHaveURL(
      /\/agent\/prompt_editor\?agentId=6650a1f2c3d4e5f6bbbb0004#agent-phone-number$/,
    );
    await expect(page.getByTestId('agent-name')).toHaveText(TRIAGE);
    await page.getByRole('combobox', { name: 'Phone number' }).selectOption({ label: '+14155550124' });
    await expect(page.getByText('Phone number updated successfully')).toBeVisible();

    await statusGroup(page).getByRole('button', { name: 'Go live' }).click();
    const ready = page.getByRole('dialog', { name: `Go live with ${TRIAGE}?` });
    await expect(ready.getByText(/has everything it needs/)).toBeVisible();
    await ready.getByRole('button', { name: 'Go live' }).click();
    await expect(page.getByText(`${TRIAGE} is live`)).toBeVisible();
    await expect(ready).toBeHidden();

    await page.reload();
    await expect(statusGroup(page).getByText('Active', { exact: true })).toBeVisible();

    await statusGroup(page).getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByText(`${TRIAGE} is paused`)).toBeVisible();
    await page.reload();
    await expect(statusGroup(page).getByText('Paused', { exact: true })).toBeVisible();
    await expect(statusGroup(page).getByRole('button', { name: 'Resume' })).toBeVisible();

    await page.goto('/agent');
    await expect(card(page, TRIAGE).getByText('Paused', { exact: true })).toBeVisible();
    await card(page, TRIAGE)
      .getByRole('button', { name: `Actions for ${TRIAGE}` })
      .click();
    await page.getByRole('menuitem', { name: 'Back to draft' }).click();
    await expect(page.getByText(`${TRIAGE} is back in draft`)).toBeVisible();
    await page.reload();
    await expect(card(page, TRIAGE).getByText('Draft', { exact: true })).toBeVisible();
  });

  test('the profile: greeting variables as chips and checked, language and direction saved with the agent', async ({
    page,
  }) => {
    await start(page, `/agent/prompt_editor?agentId=${RECALL}`);
    const chips = profile(page).getByRole('list', { name: 'Variables in the greeting' });
    await expect(chips.getByRole('listitem')).toHaveText(['{{first_name}}']);

    await profile(page).getByRole('button', { name: 'Edit profile' }).click();
    const greeting = profile(page).getByRole('textbox', { name: 'Greeting' });
    await expect(greeting).toBeFocused();
    await greeting.fill('Hi {{shop}}, this is ');
    await profile(page).getByRole('button', { name: 'Insert {{agent_name}}' }).click();
    await expect(greeting).toHaveValue('Hi {{shop}}, this is {{agent_name}}');
    await expect(profile(page).getByText(/^Unknown variable \{\{shop\}\}/)).toBeVisible();
    await expect(chips.getByRole('listitem')).toHaveText(['{{shop}} (unknown)', '{{agent_name}}']);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/agents/')) saves.push(request.url());
    });
    await profile(page).getByRole('button', { name: 'Save profile' }).click();
    await expect(greeting).toBeFocused();
    expect(saves).toEqual([]);

    const text = 'Hola {{first_name}}, soy {{agent_name}}.';
    await greeting.fill(text);
    await profile(page).getByRole('combobox', { name: 'Language' }).selectOption('es-MX');
    await profile(page).getByRole('combobox', { name: 'Direction' }).selectOption({ label: 'Inbound' });

    // A failed save keeps everything typed, the form still open.
    await page.route('**/api/agents/*', (route) =>
      route.request().method() === 'PUT'
        ? route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } })
        : route.fallback(),
    );
    await profile(page).getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Something went wrong on our side. Please try again.')).toBeVisible();
    await expect(greeting).toHaveValue(text);
    await page.unroute('**/api/agents/*');

    await profile(page).getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Agent updated successfully!')).toBeVisible();
    await expect(profile(page).getByTestId('agent-greeting')).toHaveText(text);

    await page.reload();
    await expect(profile(page).getByTestId('agent-greeting')).toHaveText(text);
    await expect(profile(page).getByTestId('agent-language')).toContainText('es-MX');
    await expect(profile(page).getByTestId('agent-direction')).toHaveText('Inbound');
    await expect(chips.getByRole('listitem')).toHaveText(['{{first_name}}', '{{agent_name}}']);
  });
});
