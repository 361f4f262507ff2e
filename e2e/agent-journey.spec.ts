import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { uniqueMark, useOwnData } from './mock-state';
import { signInAs } from './session';

// Its clock cannot join the worker's warm context (e2e/fixtures.ts).
test.use({ ownContext: true });

// One agent's whole way to production, in a data set of its own on the stateful mock: each step
// reads back what the one before stored. The clock is Monday 23 November 2026, 10:00 in Los
// Angeles (the schedule's time zone), so the dates typed below are always ahead.
const NOW = new Date('2026-11-23T18:00:00Z');
const NUMBER = '+14155550188';

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const objectives = (page: Page) => page.getByRole('region', { name: /^Objectives/ });
const editorObjectives = (page: Page) =>
  objectives(page).getByRole('list', { name: 'Objectives' }).getByRole('listitem');
const statusGroup = (page: Page) => page.getByRole('group', { name: 'Status' });
const steps = (page: Page) =>
  page.getByRole('application', { name: 'Call flow' }).getByRole('group', { name: /^Step \d+ of \d+/ });

async function addObjective(page: Page, title: string, content: string) {
  await objectives(page).getByRole('button', { name: 'Add objective' }).click();
  await page.keyboard.type(title);
  await page.keyboard.press('Tab');
  await page.keyboard.type(content);
}

test('an agent from a template is composed, goes live, is designed, called and scheduled', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const name = `Recall Journey ${uniqueMark()}`;
  const event = `Cleaning for Ana ${uniqueMark()}`;
  await useOwnData(page, 'journey');
  await page.clock.setFixedTime(NOW);
  await signInAs(page, 'user', { tourSeen: 'true' });

  await test.step('create the agent from a template', async () => {
    await page.goto('/agent');
    await page.getByRole('button', { name: 'Create agent' }).click();
    const create = page.getByRole('dialog');
    await create.getByText('A template', { exact: true }).click();
    await create
      .getByRole('radiogroup', { name: 'Templates' })
      .getByText('Dental Recall Caller', { exact: true })
      .click();
    await expect(page.getByRole('region', { name: 'What Dental Recall Caller brings' })).toBeVisible();
    await create.getByRole('textbox', { name: 'Name' }).fill(name);
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/agent\/prompt_editor\?agentId=/);
    await expect(page.getByTestId('agent-name')).toHaveText(name);
    await expect(statusGroup(page).getByText('Draft', { exact: true })).toBeVisible();
  });

  await test.step('fill its objectives, compose the prompt and accept it', async () => {
    await objectives(page).getByRole('button', { name: 'Edit Objectives' }).click();
    await addObjective(page, 'Confirm the recall', 'Confirm the patient is due for a cleaning.');
    await addObjective(page, 'Book the cleaning', 'Offer two slots and book the one chosen.');
    await objectives(page).getByRole('button', { name: 'Save Objectives' }).click();
    await expect(page.getByText('Objectives saved')).toBeVisible();
    await expect(editorObjectives(page)).toHaveText([/^Confirm the recall/, /^Book the cleaning/]);

    await page.getByRole('button', { name: 'Compose prompt' }).click();
    await dialog(page, 'Compose the Global Prompt')
      .getByRole('button', { name: 'Compose', exact: true })
      .click();
    const compare = dialog(page, 'Composed prompt against the current Global Prompt');
    await compare.getByRole('button', { name: 'Replace the Global Prompt' }).click();
    await expect(page.getByText('Agent updated successfully!')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Global Prompt' }).getByRole('textbox')).toHaveValue(
      /## Objectives\n- Confirm the recall: .*\n- Book the cleaning: /,
    );
  });

  await test.step('pass the readiness check and go live, still live after a reload', async () => {
    await statusGroup(page).getByRole('button', { name: 'Go live' }).click();
    const ready = dialog(page, `Go live with ${name}?`);
    await expect(ready.getByText(/has everything it needs/)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await ready.getByRole('button', { name: 'Go live' }).click();
    await expect(page.getByText(`${name} is live`)).toBeVisible();
    await page.reload();
    await expect(statusGroup(page).getByText('Active', { exact: true })).toBeVisible();
  });

  await test.step('reorder the objectives in the flow; the editor shows the new order', async () => {
    await page.getByRole('link', { name: 'Conversation flow' }).click();
    await expect(steps(page)).toHaveCount(2);
    await steps(page).first().focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(steps(page).first()).toHaveAccessibleName(/^Step 1 of 2: Book the cleaning/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goBack();
    await page.reload();
    await expect(editorObjectives(page)).toHaveText([/^Book the cleaning/, /^Confirm the recall/]);
  });

  await test.step('place a test call and find it in Calls', async () => {
    await page.getByRole('button', { name: 'Call me' }).click();
    const call = dialog(page, `Test call with ${name}`);
    await call.getByRole('textbox', { name: 'Your phone number' }).fill(NUMBER);
    await call.getByRole('button', { name: 'Call me' }).click();
    await expect(call.getByTestId('test-call-state').getByRole('status')).toContainText(
      `Call to ${NUMBER} placed.`,
    );
    await call.getByRole('link', { name: 'See it in Calls' }).click();
    await expect(
      page.getByRole('table', { name: 'Calls' }).getByRole('row').filter({ hasText: NUMBER }),
    ).toHaveCount(1);
  });

  await test.step('book an event on that call, then move it', async () => {
    const agentId = await page.evaluate(() => new URLSearchParams(location.search).get('agentId'));
    await page.goto(`/agent/schedule_board?agentId=${agentId ?? ''}`);
    const board = page.getByRole('region', { name: 'Appointments' });
    await expect(board).toBeVisible();
    await page.getByRole('button', { name: 'New event' }).click();
    const edit = page.getByRole('dialog');
    await edit.getByRole('combobox', { name: 'Call' }).selectOption({ index: 1 });
    await edit.getByRole('textbox', { name: 'Title' }).fill(event);
    await edit.getByRole('textbox', { name: 'Starts' }).fill('11/25/2026');
    await edit.getByRole('textbox', { name: 'Starts' }).press('Tab');
    await edit.getByRole('combobox', { name: 'Time' }).selectOption({ label: '10:00 AM' });
    await edit.getByRole('button', { name: 'Create event' }).click();
    await expect(page.getByText('Event created')).toBeVisible();

    await board
      .getByRole('listitem')
      .filter({ hasText: event })
      .getByRole('button', { name: `Move ${event}` })
      .click();
    await edit.getByRole('textbox', { name: 'Starts' }).fill('11/27/2026');
    await edit.getByRole('textbox', { name: 'Starts' }).press('Tab');
    await edit.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText('Event moved')).toBeVisible();
    await page.reload();
    await expect(board.getByRole('region', { name: 'Friday, November 27' })).toContainText(event);
    await expect(board.getByRole('region', { name: 'Wednesday, November 25' })).not.toContainText(event);
  });
});
