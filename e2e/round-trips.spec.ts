import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { card as functionsCard, field, openAddDialog, save } from './functions-helpers';
import { uniqueMark, useOwnData } from './mock-state';
import { signInAs, type Who } from './session';

// Round trips through the screens against the stateful mock: what the console creates, edits and
// deletes must hold on the next read, so every step is checked again after a reload. Each test
// works in a data set of its own (useOwnData) and names what it creates after itself.

async function start(page: Page, path: string, who: Who = 'user') {
  await useOwnData(page);
  await signInAs(page, who, { tourSeen: 'true' });
  await page.goto(path);
}

/** The test's mark in letters only, for fields that take no digits (an action key). */
const lettersOf = (mark: string) => mark.replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)));

test.describe('round trips', () => {
  // Each test loads the whole console four times or more (the start and a reload after every
  // step): on a busy 2-core machine that alone comes close to the 30 s limit.
  test.slow();

  test('agents: create, listed, rename, read back, delete, gone', async ({ page }) => {
    const name = `Waitlist Caller ${uniqueMark()}`;
    const renamed = `${name} (renamed)`;
    const list = page.getByRole('list', { name: 'Agents' });
    const card = (text: string) => list.getByRole('listitem').filter({ hasText: text });
    const dialog = page.getByRole('dialog');
    await start(page, '/agent');
    await expect(list.getByRole('listitem')).toHaveCount(4);

    await page.getByRole('button', { name: 'Create agent' }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('combobox', { name: 'Direction' }).selectOption({ label: 'Outbound' });
    await dialog.getByRole('combobox', { name: 'Voice' }).selectOption({ label: 'Marcus' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Agent created successfully')).toBeVisible();
    await page.reload();
    await expect(list.getByRole('listitem')).toHaveCount(5);
    await expect(card(name)).toBeVisible();

    await card(name)
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Rename and logo' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Agent updated successfully')).toBeVisible();
    await page.reload();
    await expect(card(renamed)).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(5);

    await card(renamed)
      .getByRole('button', { name: `Actions for ${renamed}` })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: `Delete ${renamed}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Agent deleted successfully')).toBeVisible();
    await page.reload();
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(card(name)).toHaveCount(0);
  });

  test("an agent's functions: add, listed, edit, read back, delete, gone", async ({ page }) => {
    const name = `remind_patient_${uniqueMark()}`;
    const items = functionsCard(page).getByRole('listitem');
    const item = items.filter({ hasText: name });
    await start(page, '/agent/prompt_editor?agentId=6650a1f2c3d4e5f6bbbb0001');
    await expect(items).toHaveCount(6);

    const added = await openAddDialog(page);
    await field(added, 'Function name').fill(name);
    await field(added, 'Description').fill('End the call once the reminder is confirmed.');
    await save(added);
    await expect(page.getByText('End Call created or updated successfully')).toBeVisible();
    await page.reload();
    await expect(items).toHaveCount(7);
    await expect(item).toContainText('End Call');

    await functionsCard(page)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    const edited = page.getByRole('dialog', { name: 'Edit function' });
    await expect(field(edited, 'Description')).toHaveValue('End the call once the reminder is confirmed.');
    await field(edited, 'Description').fill('End the call once the patient has confirmed the visit.');
    await save(edited);
    await expect(page.getByText('End Call created or updated successfully')).toBeVisible();
    await expect(edited).toBeHidden();
    await page.reload();
    await functionsCard(page)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    await expect(field(edited, 'Description')).toHaveValue(
      'End the call once the patient has confirmed the visit.',
    );
    await edited.getByRole('button', { name: 'Cancel' }).click();
    await expect(edited).toBeHidden();

    await functionsCard(page)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Delete function?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Function deleted successfully')).toBeVisible();
    await page.reload();
    await expect(items).toHaveCount(6);
    await expect(item).toHaveCount(0);
  });

  test('contacts: create, listed, edit, read back, delete, gone', async ({ page }) => {
    const mark = uniqueMark();
    const first = `Rosa${mark}`;
    const leads = page.getByRole('table', { name: 'Contacts' });
    const row = (name: string) => leads.getByRole('row').filter({ hasText: name });
    const drawer = page.getByRole('dialog');
    const input = (name: string) => drawer.getByRole('textbox', { name, exact: false });
    await start(page, '/contacts');
    await expect(leads.getByRole('row')).toHaveCount(6);

    await page.getByRole('button', { name: 'New contact', exact: true }).click();
    await input('First name').fill(first);
    await input('Last name').fill('Delgado');
    await drawer.getByRole('textbox', { name: /^Phone/ }).fill('+34600111222');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Contact created successfully')).toBeVisible();
    await page.reload();
    await expect(leads.getByRole('row')).toHaveCount(7);
    await expect(row(`${first} Delgado`)).toContainText('+34600111222');

    await page.getByRole('button', { name: `Edit ${first} Delgado` }).click();
    await input('Last name').fill('Delgado Ruiz');
    await input('Company').fill(`Ruiz Orthodontics ${mark}`);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Contact updated successfully')).toBeVisible();
    await page.reload();
    await expect(row(`${first} Delgado Ruiz`)).toContainText('+34600111222');
    await page.getByRole('button', { name: `Edit ${first} Delgado Ruiz` }).click();
    await expect(input('Company')).toHaveValue(`Ruiz Orthodontics ${mark}`);
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: `Delete ${first} Delgado Ruiz` }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete contact' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Contact deleted successfully')).toBeVisible();
    await page.reload();
    await expect(leads.getByRole('row')).toHaveCount(6);
    await expect(row(first)).toHaveCount(0);
  });

  test('contact groups: create, listed, rename, read back, delete, gone', async ({ page }) => {
    const name = `Implant consults ${uniqueMark()}`;
    const renamed = `${name} – spring`;
    const groups = page.getByRole('table', { name: 'Groups' });
    const row = (text: string) => groups.getByRole('row').filter({ hasText: text });
    const drawer = page.getByRole('dialog');
    const input = drawer.getByRole('textbox', { name: 'Name', exact: false });
    await start(page, '/contacts');
    await expect(row('Recall – November')).toBeVisible();

    await page.getByRole('button', { name: 'New group', exact: true }).click();
    await input.fill(name);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Group created successfully')).toBeVisible();
    await page.reload();
    await expect(row(name)).toBeVisible();

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(input).toHaveValue(name);
    await input.fill(renamed);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Group updated successfully')).toBeVisible();
    await page.reload();
    await expect(row(renamed)).toBeVisible();

    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete group' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Group deleted successfully')).toBeVisible();
    await page.reload();
    await expect(row('Recall – November')).toBeVisible();
    await expect(row(name)).toHaveCount(0);
  });

  test('campaigns: create, listed, edit, read back, delete, gone', async ({ page }) => {
    const name = `Spring check-ups ${uniqueMark()}`;
    const table = page.getByRole('table', { name: 'Campaigns' });
    const row = (text: string) => table.getByRole('row').filter({ hasText: text });
    const dialog = page.getByRole('dialog');
    await start(page, '/campaign');
    await expect(table.getByRole('row')).toHaveCount(5);

    await page.getByRole('button', { name: 'New campaign', exact: true }).click();
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
    await dialog
      .getByRole('combobox', { name: /^Agent/ })
      .selectOption({ label: 'Recall Reminders · Active' });
    await dialog
      .getByRole('combobox', { name: /^Group of contacts/ })
      .selectOption({ label: 'Recall – November' });
    await dialog.getByRole('combobox', { name: /^Caller number/ }).selectOption('+14155550124');
    await dialog.getByRole('button', { name: 'Create campaign' }).click();
    await expect(page.getByText('Campaign created successfully')).toBeVisible();
    await page.reload();
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(row(name)).toContainText('Draft');
    await expect(row(name)).toContainText('Recall Reminders');
    await expect(row(name)).toContainText('Recall – November');
    await expect(row(name)).toContainText('09:00–17:00');

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
    await dialog.getByRole('combobox', { name: /^Calls from/ }).selectOption('10:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Campaign updated successfully')).toBeVisible();
    await page.reload();
    await expect(row(name)).toContainText('10:00–17:00');

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Campaign deleted successfully')).toBeVisible();
    await page.reload();
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(row(name)).toHaveCount(0);
  });

  test('test scenarios: create, listed, edit, read back, delete, gone', async ({ page }) => {
    const name = `Caller wants a Saturday cleaning ${uniqueMark()}`;
    const table = page.getByRole('table', { name: 'Test scenarios' });
    const row = table.getByRole('row').filter({ hasText: name });
    const dialog = page.getByRole('dialog');
    const textbox = (label: string) => dialog.getByRole('textbox', { name: label, exact: true });
    await start(page, '/testzone');
    await expect(table.getByRole('row')).toHaveCount(6);

    await page.getByRole('button', { name: 'New scenario' }).click();
    await textbox('Name').fill(name);
    await dialog
      .getByRole('combobox', { name: 'Agent' })
      .selectOption({ label: 'Recall Reminders · Active' });
    await textbox('Caller persona').fill('Tom, 58, busy on weekdays.');
    await textbox("Caller's goal").fill('Move the cleaning to a Saturday.');
    await dialog.getByRole('group', { name: 'Line 1' }).getByRole('textbox').fill('Do you have Saturdays?');
    await textbox('Expected outcome').fill('Offers Saturday slots only and books one.');
    await dialog.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Ready' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Test scenario created')).toBeVisible();
    await page.reload();
    await expect(table.getByRole('row')).toHaveCount(7);
    // The list names the agent from the scenario's own agentName, which the server must fill in
    // from the agent chosen.
    await expect(row).toContainText('Recall Reminders');

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(textbox("Caller's goal")).toHaveValue('Move the cleaning to a Saturday.');
    await textbox("Caller's goal").fill('Book the first free Saturday morning.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Test scenario updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.reload();
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(textbox("Caller's goal")).toHaveValue('Book the first free Saturday morning.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Test scenario deleted')).toBeVisible();
    await page.reload();
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(row).toHaveCount(0);
  });

  test('API keys: create, listed, revoke, gone (a key cannot be edited)', async ({ page }) => {
    const name = `Zapier automations ${uniqueMark()}`;
    const table = page.getByRole('table', { name: 'API keys' });
    const row = table.getByRole('row').filter({ hasText: name });
    await start(page, '/company-settings?tab=api-keys');
    await expect(table.getByRole('row')).toHaveCount(4);

    await page.getByRole('button', { name: 'Create API key' }).click();
    const form = page.getByRole('dialog', { name: 'New API key', exact: true });
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    const key = await shown.getByRole('textbox', { name: 'API key' }).inputValue();
    expect(key).toMatch(/^vk_live_/);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    await page.reload();
    await expect(table.getByRole('row')).toHaveCount(5);
    // Listed by its prefix only: the whole key is never shown again.
    await expect(row).toContainText(`${key.slice(0, 12)}…`);
    await expect(row).toContainText('Never');
    await expect(table).not.toContainText(key);

    await page.getByRole('button', { name: `Revoke ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Revoke API key' })
      .getByRole('button', { name: 'Revoke key' })
      .click();
    await expect(page.getByText('API key revoked')).toBeVisible();
    await page.reload();
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(row).toHaveCount(0);
  });

  test('tickets: create, listed, reply, read back, close', async ({ page }) => {
    const subject = `Port our main office number ${uniqueMark()}`;
    const reply = `The carrier confirmed the port for Friday (${uniqueMark()}).`;
    const drawer = page.getByRole('dialog');
    const heading = page.getByRole('heading', { level: 2, name: new RegExp(`^TCK-\\d+ · ${subject}$`) });
    const conversation = page.getByRole('list', { name: 'Conversation' });
    const table = page.getByRole('table', { name: 'Support tickets' });
    await start(page, '/company-settings?tab=tickets');
    await expect(table.getByRole('row').filter({ hasText: 'TCK-1042' })).toBeVisible();

    await page.getByRole('button', { name: 'New ticket' }).click();
    await drawer.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await drawer.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Phone numbers' });
    await drawer
      .getByRole('textbox', { name: 'Description' })
      .fill('The account number is on the last bill.');
    await drawer.getByRole('button', { name: 'Open ticket' }).click();
    await expect(page.getByText('Ticket created')).toBeVisible();
    await expect(heading).toBeVisible();
    await page.reload();
    await expect(heading).toBeVisible();
    await page.getByRole('button', { name: '← Back to tickets' }).click();
    await expect(table.getByRole('row').filter({ hasText: subject })).toContainText('Open');

    await page.getByRole('button', { name: new RegExp(`^Open TCK-\\d+ ${subject}$`) }).click();
    await expect(heading).toBeVisible();
    await page.getByRole('textbox', { name: 'Your message' }).fill(reply);
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Message sent')).toBeVisible();
    await expect(conversation.getByRole('listitem').filter({ hasText: reply })).toBeVisible();
    await page.getByRole('button', { name: 'Close ticket' }).click();
    await page
      .getByRole('dialog', { name: /^Close TCK-\d+\?$/ })
      .getByRole('button', { name: 'Close ticket' })
      .click();
    await expect(page.getByText('Ticket updated')).toBeVisible();
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(conversation.getByRole('listitem').filter({ hasText: reply })).toContainText(
      'Maya Thompson',
    );
    await expect(page.getByText('Closed', { exact: true })).toBeVisible();
  });

  test('cards: add, listed, make default, read back, remove, gone', async ({ page }) => {
    const cards = page.getByRole('table', { name: 'Cards' });
    const row = (label: string) => cards.getByRole('row').filter({ hasText: label });
    await start(page, '/company-settings?tab=billing');
    await expect(cards.getByRole('row')).toHaveCount(4);

    await page.getByRole('button', { name: 'Add card' }).click();
    const form = page.getByRole('dialog', { name: 'Add a card' });
    // Discover's test card: the mock provider's payment method carries its last digits and expiry.
    await form.getByLabel('Card number').fill('6011 1111 1111 1117');
    await form.getByLabel('Expiry date (MM / YY)').fill('06/30');
    await form.getByLabel('CVC').fill('321');
    await form.getByRole('button', { name: 'Add card' }).click();
    await expect(page.getByText('Card added')).toBeVisible();
    await page.reload();
    await expect(cards.getByRole('row')).toHaveCount(5);
    await expect(row('Discover •••• 1117')).toContainText('06/30');
    await expect(row('Discover •••• 1117')).not.toContainText('Default');

    await page.getByRole('button', { name: 'Make Discover •••• 1117 the default card' }).click();
    await expect(page.getByText('Default card updated')).toBeVisible();
    await page.reload();
    await expect(row('Discover •••• 1117')).toContainText('Default');
    await expect(row('Visa •••• 4242')).not.toContainText('Default');

    await page.getByRole('button', { name: 'Remove Discover •••• 1117' }).click();
    await page
      .getByRole('alertdialog', { name: 'Remove card' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(page.getByText('Card removed')).toBeVisible();
    await page.reload();
    await expect(cards.getByRole('row')).toHaveCount(4);
    await expect(row('Discover •••• 1117')).toHaveCount(0);
  });

  test('voices catalogue (super administrator): create, listed, edit, read back, delete, gone', async ({
    page,
  }) => {
    const name = `Clinic Front Desk ${uniqueMark()}`;
    const table = page.getByRole('table', { name: 'Voices' });
    const row = table.getByRole('row').filter({ hasText: name });
    const drawer = page.getByRole('dialog');
    await start(page, '/superadmin/voice', 'superAdmin');
    await expect(table.getByRole('row')).toHaveCount(6);

    await page.getByRole('button', { name: 'New voice' }).click();
    await drawer.getByLabel('Name').fill(name);
    await drawer.getByLabel('Gender').selectOption({ label: 'Female' });
    await drawer.getByLabel('Language').fill('en-US');
    await drawer
      .getByRole('combobox', { name: 'Provider', exact: true })
      .selectOption({ label: 'ElevenLabs' });
    await drawer.getByLabel('Provider voice ID').fill('EXAVITQu4vr4xnSDxMaL');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer).toHaveCount(0);
    await page.reload();
    await expect(table.getByRole('row')).toHaveCount(7);
    await expect(row).toContainText('en-US');

    await table.getByRole('button', { name: `Edit ${name}` }).click();
    await drawer.getByLabel('Accent').fill('Scottish');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer).toHaveCount(0);
    await page.reload();
    await expect(row).toContainText('Scottish');

    await table.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.reload();
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(row).toHaveCount(0);
  });

  test('actions catalogue (super administrator): create, listed, edit, read back, delete, gone', async ({
    page,
  }) => {
    const mark = lettersOf(uniqueMark());
    const name = `Manage campaigns ${mark}`;
    const table = page.getByRole('table', { name: 'Actions' });
    const row = table.getByRole('row').filter({ hasText: name });
    const drawer = page.getByRole('dialog');
    await start(page, '/superadmin/action', 'superAdmin');
    await expect(table.getByRole('row')).toHaveCount(7);

    await page.getByRole('button', { name: 'New action' }).click();
    await drawer.getByLabel('Name').fill(name);
    await drawer.getByLabel('Key').fill(`campaigns_${mark}.manage`);
    await drawer.getByLabel('Group').fill('Campaigns');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Action created successfully')).toBeVisible();
    await page.reload();
    await expect(table.getByRole('row')).toHaveCount(8);
    await expect(row).toContainText(`campaigns_${mark}.manage`);

    await table.getByRole('button', { name: `Edit ${name}` }).click();
    await drawer.getByLabel('Description').fill('Create, pause and end outbound campaigns.');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Action updated successfully')).toBeVisible();
    await page.reload();
    await table.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(drawer.getByLabel('Description')).toHaveValue('Create, pause and end outbound campaigns.');
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await expect(drawer).toHaveCount(0);

    await table.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Action deleted successfully')).toBeVisible();
    await page.reload();
    await expect(table.getByRole('row')).toHaveCount(7);
    await expect(row).toHaveCount(0);
  });
});
