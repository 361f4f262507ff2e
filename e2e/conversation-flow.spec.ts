import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { useOwnData } from './mock-state';
import { signInAs } from './session';

// The conversation flow designer against the stateful mock, each test in a data set of its own
// seeded with the contract's Dental Receptionist (0001): objectives Book the visit, Capture new patients.
const AGENT = '6650a1f2c3d4e5f6bbbb0001';
const EDITOR = `/agent/prompt_editor?agentId=${AGENT}`;
const FLOW = `/conversationflow?agentId=${AGENT}`;

async function start(page: Page, path: string) {
  await useOwnData(page, 'flow');
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto(path);
}

const canvas = (page: Page) => page.getByRole('application', { name: 'Call flow' });
const steps = (page: Page) => canvas(page).getByRole('group', { name: /^Step \d+ of \d+/ });
const step = (page: Page, title: string) =>
  canvas(page).getByRole('group', { name: new RegExp(`^Step \\d+ of \\d+: ${title}`) });
const editorObjectives = (page: Page) =>
  page
    .getByRole('region', { name: /^Objectives/ })
    .getByRole('list', { name: 'Objectives' })
    .getByRole('listitem');

async function expectSteps(page: Page, titles: string[]) {
  await expect(steps(page)).toHaveCount(titles.length);
  for (const [index, title] of titles.entries()) {
    await expect(steps(page).nth(index)).toHaveAccessibleName(
      new RegExp(`^Step ${index + 1} of ${titles.length}: ${title}`),
    );
  }
}

test.describe('conversation flow', () => {
  test.slow(); // several loads of the whole console on a busy machine

  test('opened from the editor: the steps are the objectives, reordered from the keyboard', async ({
    page,
  }) => {
    await start(page, EDITOR);
    await expect(editorObjectives(page)).toHaveText([/^Book the visit/, /^Capture new patients/]);
    await page.getByRole('link', { name: 'Conversation flow' }).click();
    await expect(page).toHaveURL(/\/conversationflow\?agentId=6650a1f2c3d4e5f6bbbb0001$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Conversation flow' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await expectSteps(page, ['Book the visit', 'Capture new patients']);
    await expect(canvas(page).getByRole('group', { name: /^Greeting: Thank you for calling/ })).toBeVisible();
    await expect(canvas(page).getByRole('group', { name: 'Transfer to a person' })).toBeVisible();
    await expect(canvas(page).getByRole('group', { name: 'End of the call' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fit the whole call in view' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Overview of the call' })).toBeVisible();

    // The flow edits the draft, as the editor does, and says when callers still get the live version.
    const versions = page.getByRole('group', { name: 'Versions' });
    await expect(versions.getByText('Live: v1')).toBeVisible();
    await expect(versions.getByText('Unpublished changes')).toHaveCount(0);

    // The arrow keys move the focus from node to node.
    await step(page, 'Capture new patients').focus();
    await page.keyboard.press('ArrowUp');
    await expect(step(page, 'Book the visit')).toBeFocused();

    await page.keyboard.press('Alt+ArrowDown');
    await expectSteps(page, ['Capture new patients', 'Book the visit']);
    await expect(page.getByText('Step moved to position 2')).toBeAttached();
    await expect(step(page, 'Book the visit')).toBeFocused();
    await expect(versions.getByText('Unpublished changes')).toBeVisible();

    await page.goto(EDITOR);
    await expect(editorObjectives(page)).toHaveText([/^Capture new patients/, /^Book the visit/]);
  });

  test('a step is added and deleted, and both hold after a reload', async ({ page }) => {
    await start(page, FLOW);
    await expectSteps(page, ['Book the visit', 'Capture new patients']);

    await page.getByRole('button', { name: 'Add step' }).click();
    const panel = page.getByRole('region', { name: 'Step details' });
    await expect(panel.getByRole('heading', { name: 'New step' })).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Title' })).toBeFocused();
    await panel.getByRole('button', { name: 'Add step' }).click();
    await expect(panel.getByText('Please fill in this field')).toHaveCount(2);
    await expect(panel.getByRole('textbox', { name: 'Title' })).toBeFocused();
    await page.keyboard.type('Confirm insurance');
    await panel.getByRole('textbox', { name: 'Instruction' }).fill('Ask for the insurance provider.');
    await panel.getByRole('button', { name: 'Add step' }).click();
    await expectSteps(page, ['Book the visit', 'Capture new patients', 'Confirm insurance']);
    await expect(panel.getByRole('heading', { name: 'Step 3' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.reload();
    await expectSteps(page, ['Book the visit', 'Capture new patients', 'Confirm insurance']);

    await step(page, 'Book the visit').focus();
    await page.keyboard.press('Delete');
    const dialog = page.getByRole('alertdialog', { name: 'Delete the step "Book the visit"?' });
    await expect(dialog).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toHaveCount(0);
    await expectSteps(page, ['Capture new patients', 'Confirm insurance']);

    await page.reload();
    await expectSteps(page, ['Capture new patients', 'Confirm insurance']);
  });

  test('a step is edited from the keyboard in its panel', async ({ page }) => {
    await start(page, FLOW);
    await step(page, 'Capture new patients').focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Step details' });
    await expect(panel.getByRole('heading', { name: 'Step 2' })).toBeVisible();
    const title = panel.getByRole('textbox', { name: 'Title' });
    await expect(title).toBeFocused();
    await title.fill('Welcome new patients');
    await panel.getByRole('button', { name: 'Move earlier' }).click();
    await expectSteps(page, ['Capture new patients', 'Book the visit']);
    await panel.getByRole('button', { name: 'Save step' }).click();
    await expectSteps(page, ['Welcome new patients', 'Book the visit']);
    await page.keyboard.press('Escape');
    await expect(step(page, 'Welcome new patients')).toBeFocused();
  });

  test('a step saved on steps changed in another tab is refused, kept, and saved onto the newer ones', async ({
    page,
  }) => {
    await start(page, FLOW);
    await expectSteps(page, ['Book the visit', 'Capture new patients']);
    await step(page, 'Capture new patients').focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Step details' });
    const title = panel.getByRole('textbox', { name: 'Title' });
    await title.fill('Welcome new patients');

    const other = await page.context().newPage();
    try {
      await signInAs(other, 'user', { tourSeen: 'true' });
      await other.goto(FLOW);
      await expectSteps(other, ['Book the visit', 'Capture new patients']);
      await other.getByRole('button', { name: 'Add step' }).click();
      const otherPanel = other.getByRole('region', { name: 'Step details' });
      await otherPanel.getByRole('textbox', { name: 'Title' }).fill('Confirm insurance');
      await otherPanel.getByRole('textbox', { name: 'Instruction' }).fill('Ask for the insurance provider.');
      await otherPanel.getByRole('button', { name: 'Add step' }).click();
      await expectSteps(other, ['Book the visit', 'Capture new patients', 'Confirm insurance']);
    } finally {
      await other.close();
    }

    await panel.getByRole('button', { name: 'Save step' }).click();
    await expect(page.getByText(/This agent was changed elsewhere after you opened it/)).toBeVisible();
    // The newer steps are read; the step's form keeps what was typed, for the next Save.
    await expectSteps(page, ['Book the visit', 'Capture new patients', 'Confirm insurance']);
    await expect(title).toHaveValue('Welcome new patients');
    await panel.getByRole('button', { name: 'Save step' }).click();
    await expectSteps(page, ['Book the visit', 'Welcome new patients', 'Confirm insurance']);

    await page.reload();
    await expectSteps(page, ['Book the visit', 'Welcome new patients', 'Confirm insurance']);
  });

  test('without an agent the screen offers the agents, also from their menu', async ({ page }) => {
    await start(page, '/conversationflow');
    await expect(page.getByRole('heading', { level: 1, name: 'Conversation flow' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Agents' });
    await expect(list.getByRole('link', { name: 'Design the call of Dental Receptionist' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await list.getByRole('link', { name: 'Design the call of Dental Receptionist' }).click();
    await expectSteps(page, ['Book the visit', 'Capture new patients']);

    await page.goto('/agent');
    await page.getByRole('button', { name: 'Actions for Dental Receptionist' }).click();
    await page.getByRole('menuitem', { name: 'Conversation flow' }).click();
    await expect(page).toHaveURL(/\/conversationflow\?agentId=6650a1f2c3d4e5f6bbbb0001$/);
    await expectSteps(page, ['Book the visit', 'Capture new patients']);
  });
});
