import { expect, seriousA11yViolations, test } from './fixtures';
import {
  AGENT,
  EDITOR,
  FUNCTION_ID,
  LIST_PATH,
  SERVER_ERROR,
  card,
  failWith500,
  failWithoutMessage,
  field,
  items,
  nextRequest,
  openAddDialog,
  openCard,
  save,
} from './functions-helpers';
import { signInAs } from './session';

test.describe('the Functions card', () => {
  test("lists the agent's functions with their types", async ({ page }) => {
    await openCard(page);
    await expect(card(page).getByRole('heading', { name: 'Function', exact: true })).toBeVisible();
    await expect(card(page).getByText('Enable your agent with capabilities')).toBeVisible();
    const expected = [
      ['end_call', 'End Call'],
      ['check_availability', 'Check Calendar'],
      ['book_appointment', 'Book Appointment'],
      ['transfer_to_front_desk', 'Transfer Call'],
      ['lookup_patient_balance', 'Custom'],
      ['send_intake_form', 'Custom'],
    ];
    for (const [index, [name = '', type = '']] of expected.entries()) {
      await expect(items(page).nth(index)).toContainText(name);
      await expect(items(page).nth(index)).toContainText(type);
      await expect(
        items(page)
          .nth(index)
          .getByRole('button', { name: `Edit ${name}` }),
      ).toBeVisible();
      await expect(
        items(page)
          .nth(index)
          .getByRole('button', { name: `Delete ${name}` }),
      ).toBeVisible();
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('shows a skeleton while loading and an empty state without functions', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${LIST_PATH}`, async (route) => {
      await held;
      await route.fulfill({ json: { data: { data: [] } } });
    });
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.goto(EDITOR);
    await expect(card(page).getByRole('status')).toHaveText('Loading functions…');
    release();
    await expect(card(page).getByText('No functions yet')).toBeVisible();
    await expect(card(page).getByRole('status')).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('deletes a function after confirmation and refreshes the list', async ({ page }) => {
    await openCard(page);
    await card(page).getByRole('button', { name: 'Delete end_call' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete function?' });
    await expect(confirm).toContainText('“end_call” will be removed from this agent.');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Cancel sends nothing.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    await card(page).getByRole('button', { name: 'Delete end_call' }).click();
    const deleted = nextRequest(page, 'DELETE', `/api/function/${FUNCTION_ID(1)}`);
    const refreshed = nextRequest(page, 'GET', LIST_PATH);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await deleted;
    await expect(page.getByText('Function deleted successfully')).toBeVisible();
    await expect(confirm).toBeHidden();
    await refreshed;
  });

  test('a failed delete shows the server message, else its own, and keeps the dialog', async ({ page }) => {
    await openCard(page);
    await failWith500(page, '**/api/function/*', 'DELETE');
    await card(page).getByRole('button', { name: 'Delete check_availability' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete function?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(SERVER_ERROR)).toBeVisible();
    await expect(confirm).toBeVisible();

    await page.unrouteAll({ behavior: 'wait' });
    await failWithoutMessage(page, '**/api/function/*', 'DELETE');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Failed to delete function')).toBeVisible();
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(items(page)).toHaveCount(6);
  });

  test('a failed list shows the server message, else its own, and a retry', async ({ page }) => {
    await failWith500(page, `**${LIST_PATH}`, 'GET');
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.goto(EDITOR);
    await expect(card(page).getByRole('alert')).toContainText(SERVER_ERROR);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.unrouteAll({ behavior: 'wait' });
    await failWithoutMessage(page, `**${LIST_PATH}`, 'GET');
    await card(page).getByRole('button', { name: 'Try again' }).click();
    await expect(card(page).getByRole('alert')).toContainText('Failed to fetch functions');

    await page.unrouteAll({ behavior: 'wait' });
    await card(page).getByRole('button', { name: 'Try again' }).click();
    await expect(items(page)).toHaveCount(6);
  });

  test('a failed save shows the server message, else its own, and keeps what was typed', async ({ page }) => {
    test.slow();
    await openCard(page);
    await failWith500(page, '**/api/function', 'POST');
    const dialog = await openAddDialog(page);
    await field(dialog, 'Function name').fill('transfer_to_billing');
    await field(dialog, 'Description').fill('Billing questions.');
    await field(dialog, 'Function type').selectOption({ label: 'Transfer Call' });
    await field(dialog, 'Transfer number').fill('+16505550110');
    await save(dialog);
    await expect(page.getByText(SERVER_ERROR)).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(field(dialog, 'Function name')).toHaveValue('transfer_to_billing');
    await expect(field(dialog, 'Transfer number')).toHaveValue('+16505550110');
    await expect(page.getByText('Transfer Call created or updated successfully')).toHaveCount(0);

    await page.unrouteAll({ behavior: 'wait' });
    await failWithoutMessage(page, '**/api/function', 'POST');
    await save(dialog);
    await expect(page.getByText('Failed to save function')).toBeVisible();
    await expect(field(dialog, 'Description')).toHaveValue('Billing questions.');

    // The same edit goes through once the server answers.
    await page.unrouteAll({ behavior: 'wait' });
    const posted = nextRequest(page, 'POST', '/api/function');
    await save(dialog);
    expect((await posted).postDataJSON()).toMatchObject({
      agentId: AGENT,
      type: 3,
      transfer_number: '+16505550110',
    });
    await expect(page.getByText('Transfer Call created or updated successfully')).toBeVisible();
  });

  test('a failed edit keeps the dialog open with the changes', async ({ page }) => {
    await openCard(page);
    await failWith500(page, '**/api/function/*', 'PUT');
    await card(page).getByRole('button', { name: 'Edit check_availability' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit function' });
    await field(dialog, 'Event type ID').fill('99');
    await save(dialog);
    await expect(page.getByText(SERVER_ERROR)).toBeVisible();
    await expect(field(dialog, 'Event type ID')).toHaveValue('99');
  });

  test('Escape while the form is still on its way gives up opening it', async ({ page }) => {
    let arrive = () => {};
    const held = new Promise<void>((resolve) => (arrive = resolve));
    let formCode = '';
    await page.route(/\/assets\/function-form-dialog-[\w-]+\.js$/, async (route) => {
      formCode = new URL(route.request().url()).pathname;
      await held;
      await route.continue();
    });
    await openCard(page);
    await card(page).getByRole('button', { name: 'Add function' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading the form…' })).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('status').filter({ hasText: 'Loading the form…' })).toHaveCount(0);
    arrive();
    // The code has run once the page's own import of it resolves; React draws what it unblocked
    // within the next frames.
    await page.evaluate(async (file) => {
      await import(file);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }, formCode);
    await expect(page.getByRole('dialog', { name: 'Add function' })).toHaveCount(0);
    await expect(card(page).getByRole('button', { name: 'Add function' })).toBeFocused();
    await openAddDialog(page);
  });
});
