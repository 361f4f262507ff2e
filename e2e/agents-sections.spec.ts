import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { useOwnData } from './mock-state';
import { signInAs } from './session';

// The behaviour sections and Compose prompt of the prompt editor against the stateful mock: each
// test has a data set of its own, seeded with the contract's Dental Receptionist (0001).
const AGENT = '6650a1f2c3d4e5f6bbbb0001';
const EDITOR = `/agent/prompt_editor?agentId=${AGENT}`;
const SEEDED_PROMPT = /^You are Ava, the receptionist of BrightSmile Dental Group/;

async function openEditor(page: Page) {
  await useOwnData(page, 'sections');
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto(EDITOR);
  await expect(page.getByTestId('agent-name')).toHaveText('Dental Receptionist');
}

const section = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });
const listed = (page: Page, name: string) =>
  section(page, name).getByRole('list', { name }).getByRole('listitem');
const item = (page: Page, name: string, label: string) =>
  section(page, name).getByRole('group', { name: new RegExp(`^\\d+\\. ${label}`) });
const globalPrompt = (page: Page) => page.getByRole('region', { name: 'Global Prompt' }).getByRole('textbox');

/** Presses a button from the keyboard, as someone without a mouse would. */
async function press(page: Page, button: ReturnType<Page['getByRole']>, key = 'Enter') {
  await button.focus();
  await page.keyboard.press(key);
}

test.describe('behaviour sections', () => {
  test.slow(); // several reloads of the whole console on a busy machine

  test('objectives: add, edit, reorder and delete from the keyboard, kept after a reload', async ({
    page,
  }) => {
    await openEditor(page);
    const objectives = section(page, 'Objectives');
    await expect(listed(page, 'Objectives')).toHaveText([/^Book the visit/, /^Capture new patients/]);

    await press(page, objectives.getByRole('button', { name: 'Edit Objectives' }));
    await expect(item(page, 'Objectives', 'Book the visit').getByLabel('Title')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Book the visit today');

    await press(page, objectives.getByRole('button', { name: 'Add objective' }));
    const added = item(page, 'Objectives', 'Objective 3');
    await expect(added.getByLabel('Title')).toBeFocused();
    await page.keyboard.type('Confirm insurance');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Ask for the insurance provider before booking.');
    await expect(item(page, 'Objectives', 'Confirm insurance').getByLabel('Content')).toBeFocused();

    await page.keyboard.press('Alt+ArrowUp');
    await expect(page.getByText('Confirm insurance moved to position 2 of 3.')).toBeAttached();
    await expect(item(page, 'Objectives', 'Confirm insurance').getByLabel('Content')).toBeFocused();
    await expect(listed(page, 'Objectives')).toHaveText([
      /Book the visit today/,
      /Confirm insurance/,
      /Capture new patients/,
    ]);

    await press(page, objectives.getByRole('button', { name: 'Move Book the visit today down' }));
    await expect(listed(page, 'Objectives')).toHaveText([
      /Confirm insurance/,
      /Book the visit today/,
      /Capture new patients/,
    ]);
    // At the bottom Move down is off: the focus goes to Move up of the same item.
    await press(page, objectives.getByRole('button', { name: 'Move Book the visit today down' }));
    await expect(objectives.getByRole('button', { name: 'Move Book the visit today up' })).toBeFocused();

    await press(page, objectives.getByRole('button', { name: 'Delete Capture new patients' }));
    await expect(listed(page, 'Objectives')).toHaveText([/Confirm insurance/, /Book the visit today/]);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await press(page, objectives.getByRole('button', { name: 'Save Objectives' }));
    await expect(page.getByText('Objectives saved')).toBeVisible();
    await expect(objectives.getByRole('button', { name: 'Edit Objectives' })).toBeFocused();
    await expect(listed(page, 'Objectives')).toHaveText([/^Confirm insurance/, /^Book the visit today/]);

    await page.reload();
    await expect(listed(page, 'Objectives')).toHaveText([
      /^Confirm insurance\s*Ask for the insurance provider before booking\./,
      /^Book the visit today/,
    ]);
    await expect(listed(page, 'Policies')).toHaveCount(2);
  });

  test('a product is checked against the contract before it is sent, and kept after a reload', async ({
    page,
  }) => {
    await openEditor(page);
    const products = section(page, 'Products');
    await products.getByRole('button', { name: 'Edit Products' }).click();
    await products.getByRole('button', { name: 'Add product' }).click();
    const added = listed(page, 'Products').last();
    await added.getByLabel('Price').fill('-5');
    await added.getByLabel('Currency').fill('euro');
    await products.getByRole('button', { name: 'Save Products' }).click();

    await expect(products.getByRole('alert')).toHaveText('Fix the 3 marked fields before saving.');
    await expect(added.getByText('Please enter the name')).toBeVisible();
    await expect(added.getByText('Enter a price of 0 or more, with up to two decimals')).toBeVisible();
    await expect(added.getByText('Enter a three-letter currency code, such as USD')).toBeVisible();
    await expect(added.getByLabel('Name')).toBeFocused();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.keyboard.type('Night guard');
    await added.getByLabel('Price').fill('450.50');
    await added.getByLabel('Currency').fill('EUR');
    await products.getByRole('button', { name: 'Save Products' }).click();
    await expect(page.getByText('Products saved')).toBeVisible();

    await page.reload();
    await expect(listed(page, 'Products')).toHaveCount(4);
    await expect(listed(page, 'Products').last()).toContainText('Night guard');
    await expect(listed(page, 'Products').last()).toContainText('€450.50');
  });

  test('a failed save keeps what was typed, in edit mode, for another try', async ({ page }) => {
    await openEditor(page);
    const policies = section(page, 'Policies');
    await page.route('**/api/agents/update_policies/', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } }),
    );
    await policies.getByRole('button', { name: 'Edit Policies' }).click();
    await policies.getByRole('button', { name: 'Add policy' }).click();
    const added = listed(page, 'Policies').last();
    await added.getByLabel('Title').fill('Payment');
    await added.getByLabel('Content').fill('We take cards and CareCredit.');
    await policies.getByRole('button', { name: 'Save Policies' }).click();

    await expect(page.getByText('Something went wrong on our side. Please try again.')).toBeVisible();
    await expect(item(page, 'Policies', 'Payment').getByLabel('Content')).toHaveValue(
      'We take cards and CareCredit.',
    );
    await expect(policies.getByRole('button', { name: 'Save Policies' })).toBeEnabled();

    await page.unroute('**/api/agents/update_policies/');
    await policies.getByRole('button', { name: 'Save Policies' }).click();
    await expect(page.getByText('Policies saved')).toBeVisible();
    await expect(listed(page, 'Policies')).toHaveCount(3);
  });
});

test.describe('compose prompt', () => {
  test.slow();

  test('shows the composed prompt against the current one, and replaces and saves it on accept', async ({
    page,
  }) => {
    await openEditor(page);
    await expect(globalPrompt(page)).toHaveValue(SEEDED_PROMPT);
    await page.getByRole('button', { name: 'Compose prompt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compose the Global Prompt' });
    await dialog.getByLabel('Goal (optional)').fill('Book more cleanings.');
    await dialog.getByRole('button', { name: 'Compose', exact: true }).click();

    const compare = page.getByRole('dialog', { name: 'Composed prompt against the current Global Prompt' });
    await expect(
      compare.getByText(/^Added lines: \d+ · Removed lines: \d+ · Unchanged lines: \d+$/),
    ).toBeVisible();
    const lines = compare.getByRole('list', { name: 'Line by line changes' }).getByRole('listitem');
    await expect(lines.filter({ hasText: 'Added: Goal: Book more cleanings.' })).toHaveCount(1);
    await expect(lines.filter({ hasText: /^−\s*Removed: You are Ava/ })).toHaveCount(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await compare.getByRole('button', { name: 'Replace the Global Prompt' }).click();
    await expect(compare).toBeHidden();
    await expect(page.getByText('Agent updated successfully!')).toBeVisible();
    await expect(globalPrompt(page)).toHaveValue(
      /^You are Dental Receptionist\..*\nGoal: Book more cleanings\./,
    );

    await page.reload();
    await expect(globalPrompt(page)).toHaveValue(
      /\nGoal: Book more cleanings\.\n\n## Objectives\n- Book the visit:/,
    );
  });

  test('cancel leaves the Global Prompt untouched and saves nothing', async ({ page }) => {
    await openEditor(page);
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/agents/')) saves.push(request.url());
    });
    await page.getByRole('button', { name: 'Compose prompt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compose the Global Prompt' });
    await dialog.getByRole('button', { name: 'Compose', exact: true }).click();
    const compare = page.getByRole('dialog', { name: 'Composed prompt against the current Global Prompt' });
    await expect(compare.getByRole('list', { name: 'Line by line changes' })).toBeVisible();
    await compare.getByRole('button', { name: 'Cancel' }).click();
    await expect(compare).toBeHidden();
    await expect(globalPrompt(page)).toHaveValue(SEEDED_PROMPT);

    await page.reload();
    await expect(globalPrompt(page)).toHaveValue(SEEDED_PROMPT);
    expect(saves).toEqual([]);
  });
});
