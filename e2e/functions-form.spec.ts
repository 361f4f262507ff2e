import type { Locator, Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import {
  AGENT,
  FUNCTION_ID,
  field,
  items,
  card,
  nextRequest,
  openAddDialog,
  openCard,
  save,
} from './functions-helpers';

// Each function type: its invalid inputs show the spec's messages (section 5), then a save sends
// the contract's body (section 7) and shows the type's toast (section 8).

const HOUR_MINUTE = '^([01]\\d|2[0-3]):[0-5]\\d$';

test.describe('the function form', () => {
  test('End Call: name and description are required, then it saves', async ({ page }) => {
    await openCard(page);
    const dialog = await openAddDialog(page);
    await save(dialog);
    await expect(dialog.getByText('Please enter a function name')).toBeVisible();
    await expect(dialog.getByText('Please enter a description')).toBeVisible();
    await expect(field(dialog, 'Function name')).toBeFocused();
    await expect(field(dialog, 'Function name')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Blank text is no name either.
    await field(dialog, 'Function name').fill('   ');
    await expect(dialog.getByText('Please enter a function name')).toBeVisible();
    await field(dialog, 'Function name').fill('end_call');
    await field(dialog, 'Description').fill('End the call once the caller has said goodbye.');
    await expect(dialog.getByText('Please enter a function name')).toHaveCount(0);
    await expect(dialog.getByText('Please enter a description')).toHaveCount(0);

    const posted = nextRequest(page, 'POST', '/api/function');
    const refreshed = nextRequest(page, 'GET', `/api/function/agent/${AGENT}`);
    await save(dialog);
    expect((await posted).postDataJSON()).toEqual({
      agentId: AGENT,
      name: 'end_call',
      description: 'End the call once the caller has said goodbye.',
      type: 0,
    });
    await expect(page.getByText('End Call created or updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await refreshed;
  });

  for (const [type, name] of [
    [1, 'Check Calendar'],
    [2, 'Book Appointment'],
  ] as const) {
    test(`${name}: API key and event type ID are required, then it saves`, async ({ page }) => {
      await openCard(page);
      const dialog = await openAddDialog(page);
      await field(dialog, 'Function name').fill('check_availability');
      await field(dialog, 'Description').fill('Check free slots before offering times.');
      await field(dialog, 'Function type').selectOption({ label: name });
      await expect(field(dialog, 'Time zone')).toHaveValue('America/Los_Angeles');
      await save(dialog);
      await expect(dialog.getByText('Please enter your calendar service API key')).toBeVisible();
      await expect(dialog.getByText('Please enter the event type ID')).toBeVisible();
      await expect(field(dialog, 'Calendar service API key')).toBeFocused();

      await field(dialog, 'Calendar service API key').fill('cal_live_3f9a7c2e51b84d06a1e7');
      await field(dialog, 'Event type ID').fill('1482301');
      await field(dialog, 'Time zone').fill('America/Denver');
      const posted = nextRequest(page, 'POST', '/api/function');
      await save(dialog);
      const body: unknown = (await posted).postDataJSON();
      const expected = {
        agentId: AGENT,
        name: 'check_availability',
        description: 'Check free slots before offering times.',
        type,
        api_key: 'cal_live_3f9a7c2e51b84d06a1e7',
        event_type: '1482301',
        time_zone: 'America/Denver',
      };
      if (type === 1) {
        expect(body).toEqual({
          ...expected,
          parameters: {
            type: 'object',
            properties: {
              date: { type: 'string', format: 'date', description: 'Day to check, YYYY-MM-DD.' },
              time_start: {
                type: 'string',
                pattern: HOUR_MINUTE,
                description: 'Earliest time the caller can come, 24-hour HH:mm.',
              },
              time_end: {
                type: 'string',
                pattern: HOUR_MINUTE,
                description: 'Latest time the caller can come, 24-hour HH:mm.',
              },
            },
            required: ['date'],
          },
        });
      } else {
        expect(body).toEqual(expected);
      }
      await expect(page.getByText(`${name} created or updated successfully`)).toBeVisible();
      await expect(dialog).toBeHidden();
    });
  }

  test('Transfer Call: the number is required and international, then it saves', async ({ page }) => {
    await openCard(page);
    const dialog = await openAddDialog(page);
    await field(dialog, 'Function name').fill('transfer_to_billing');
    await field(dialog, 'Description').fill('Transfer billing questions to the front desk.');
    await field(dialog, 'Function type').selectOption({ label: 'Transfer Call' });
    await save(dialog);
    await expect(dialog.getByText('Please enter a transfer number')).toBeVisible();

    const number = field(dialog, 'Transfer number');
    for (const bad of ['0123456', '+0123', '7', '+1234567890123456', '+1 650 555']) {
      await number.fill(bad);
      await expect(dialog.getByText('Please enter a valid phone number'), bad).toBeVisible();
    }
    await number.fill('+16505550110');
    await expect(dialog.getByText('Please enter a valid phone number')).toHaveCount(0);

    const posted = nextRequest(page, 'POST', '/api/function');
    await save(dialog);
    expect((await posted).postDataJSON()).toEqual({
      agentId: AGENT,
      name: 'transfer_to_billing',
      description: 'Transfer billing questions to the front desk.',
      type: 3,
      transfer_number: '+16505550110',
      parameters: {
        type: 'object',
        properties: {
          reason: { type: 'string', description: 'Why the caller needs a person, in a few words.' },
        },
        required: [],
      },
    });
    await expect(page.getByText('Transfer Call created or updated successfully')).toBeVisible();
  });

  /** The add dialog with a name and a description, switched to a custom function. */
  async function startCustom(page: Page): Promise<Locator> {
    await openCard(page);
    const dialog = await openAddDialog(page);
    await field(dialog, 'Function name').fill('send_intake_form');
    await field(dialog, 'Description').fill('E-mail the intake form to a new patient.');
    await field(dialog, 'Function type').selectOption({ label: 'Custom' });
    return dialog;
  }

  test('Custom: the method, endpoint URL and timeout messages', async ({ page }) => {
    const dialog = await startCustom(page);
    // The defaults: POST, 5000 ms, and POST brings a JSON Content-Type header row.
    await expect(field(dialog, 'HTTP method').locator('option:checked')).toHaveText('POST');
    await expect(field(dialog, 'Timeout (ms)')).toHaveValue('5000');
    const header1 = dialog.getByRole('group', { name: 'Header 1' });
    await expect(field(header1, 'Header name')).toHaveValue('Content-Type');
    await expect(field(header1, 'Value')).toHaveValue('application/json');

    await save(dialog);
    await expect(dialog.getByText('Please enter the endpoint URL')).toBeVisible();
    await expect(field(dialog, 'Endpoint URL')).toBeFocused();

    await field(dialog, 'HTTP method').selectOption({ label: 'Select a method' });
    await expect(dialog.getByText('Please select a method')).toBeVisible();
    await field(dialog, 'Timeout (ms)').fill('');
    await expect(dialog.getByText('Please enter a timeout value')).toBeVisible();
    for (const bad of ['1500', '500', '31000']) {
      await field(dialog, 'Timeout (ms)').fill(bad);
      await expect(
        dialog.getByText('Timeout must be between 1000 and 30000 ms in steps of 1000'),
        bad,
      ).toBeVisible();
    }
    for (const bad of ['api.brightsmile-dental.com/v1', 'ftp://files.example.com', 'https://exa mple.com']) {
      await field(dialog, 'Endpoint URL').fill(bad);
      await expect(dialog.getByText('Please enter a valid URL'), bad).toBeVisible();
    }
    expect(await seriousA11yViolations(page)).toEqual([]);

    await field(dialog, 'HTTP method').selectOption({ label: 'GET' });
    await field(dialog, 'Timeout (ms)').fill('30000');
    await field(dialog, 'Endpoint URL').fill('https://api.brightsmile-dental.com/v1/balance');
    await expect(dialog.getByText(/^Please|^Timeout must/)).toHaveCount(0);
  });

  test('Custom: header and parameter rows, then it saves', async ({ page }) => {
    test.slow();
    const dialog = await startCustom(page);
    await field(dialog, 'Endpoint URL').fill('https://api.brightsmile-dental.com/v1/intake-forms');
    await field(dialog, 'Timeout (ms)').fill('10000');

    // Choosing POST, PUT or PATCH adds the Content-Type row when it is missing (and only then).
    const header1 = dialog.getByRole('group', { name: 'Header 1' });
    await dialog.getByRole('button', { name: 'Remove header 1' }).click();
    await expect(header1).toHaveCount(0);
    await field(dialog, 'HTTP method').selectOption({ label: 'GET' });
    await expect(header1).toHaveCount(0);
    await field(dialog, 'HTTP method').selectOption({ label: 'PATCH' });
    await expect(field(header1, 'Header name')).toHaveValue('Content-Type');
    await field(dialog, 'HTTP method').selectOption({ label: 'PUT' });
    await expect(dialog.getByRole('group', { name: /^Header \d$/ })).toHaveCount(1);

    // Header rows: a name needs a value and a value a name; an empty row is dropped.
    await dialog.getByRole('button', { name: 'Add header' }).click();
    const header2 = dialog.getByRole('group', { name: 'Header 2' });
    await field(header2, 'Header name').fill('X-API-Key');
    await save(dialog);
    await expect(header2.getByText('Value required')).toBeVisible();
    await field(header2, 'Header name').fill('');
    await field(header2, 'Value').fill('bsd_live_5b1e9c0a7d2f4e83');
    await expect(header2.getByText('Header name required')).toBeVisible();
    await field(header2, 'Header name').fill('X-API-Key');
    await expect(header2.getByText('Header name required')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Add header' }).click();
    await expect(dialog.getByRole('group', { name: 'Header 3' })).toBeVisible();

    // Parameter rows: name, type and description.
    await dialog.getByRole('button', { name: 'Add parameter' }).click();
    const parameter1 = dialog.getByRole('group', { name: 'Parameter 1' });
    await expect(parameter1.getByText('Missing parameter name')).toBeVisible();
    await expect(parameter1.getByText('Missing type')).toBeVisible();
    await expect(parameter1.getByText('Missing description')).toBeVisible();
    await field(parameter1, 'Parameter name').fill('email');
    await field(parameter1, 'Type').selectOption({ label: 'string' });
    await field(parameter1, 'Description').fill("Patient's e-mail address.");
    await parameter1.getByText('Required').click();
    await dialog.getByRole('button', { name: 'Add parameter' }).click();
    const parameter2 = dialog.getByRole('group', { name: 'Parameter 2' });
    await field(parameter2, 'Parameter name').fill('is_minor');
    await field(parameter2, 'Type').selectOption({ label: 'boolean' });
    await field(parameter2, 'Description').fill('True when the patient is under 18.');
    await expect(dialog.getByText(/^Missing|required$/)).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const posted = nextRequest(page, 'POST', '/api/function');
    await save(dialog);
    expect((await posted).postDataJSON()).toEqual({
      agentId: AGENT,
      name: 'send_intake_form',
      description: 'E-mail the intake form to a new patient.',
      type: 4,
      http_method: 'PUT',
      end_point: 'https://api.brightsmile-dental.com/v1/intake-forms',
      timeout: 10000,
      headers: { 'Content-Type': 'application/json', 'X-API-Key': 'bsd_live_5b1e9c0a7d2f4e83' },
      parameters: {
        type: 'object',
        properties: {
          query: { type: 'string', description: 'What the caller asked for, in their own words.' },
          email: { type: 'string', description: "Patient's e-mail address." },
          is_minor: { type: 'boolean', description: 'True when the patient is under 18.' },
        },
        required: ['email'],
      },
    });
    await expect(page.getByText('Custom function created or updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('edit mode: opens with the stored function and saves it with PUT', async ({ page }) => {
    await openCard(page);
    await card(page).getByRole('button', { name: 'Edit transfer_to_front_desk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit function' });
    await expect(field(dialog, 'Function name')).toHaveValue('transfer_to_front_desk');
    await expect(field(dialog, 'Function type').locator('option:checked')).toHaveText('Transfer Call');
    await expect(field(dialog, 'Transfer number')).toHaveValue('+14155550111');

    await field(dialog, 'Transfer number').fill('+1415555');
    const put = nextRequest(page, 'PUT', `/api/function/${FUNCTION_ID(4)}`);
    await save(dialog);
    expect((await put).postDataJSON()).toMatchObject({
      agentId: AGENT,
      name: 'transfer_to_front_desk',
      type: 3,
      transfer_number: '+1415555',
    });
    await expect(page.getByText('Transfer Call created or updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('edit mode of a custom function: its headers and parameters come back as rows', async ({ page }) => {
    await openCard(page);
    await card(page).getByRole('button', { name: 'Edit lookup_patient_balance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit function' });
    await expect(field(dialog, 'HTTP method').locator('option:checked')).toHaveText('GET');
    await expect(field(dialog.getByRole('group', { name: 'Header 2' }), 'Header name')).toHaveValue(
      'X-API-Key',
    );
    await expect(dialog.getByRole('group', { name: /^Parameter \d$/ })).toHaveCount(2);
    await expect(field(dialog.getByRole('group', { name: 'Parameter 2' }), 'Parameter name')).toHaveValue(
      'date_of_birth',
    );

    const put = nextRequest(page, 'PUT', `/api/function/${FUNCTION_ID(5)}`);
    await save(dialog);
    expect((await put).postDataJSON()).toEqual({
      agentId: AGENT,
      name: 'lookup_patient_balance',
      description:
        'Look up the open balance of a patient who asks what they owe, after confirming their date of birth.',
      type: 4,
      http_method: 'GET',
      end_point: 'https://api.brightsmile-dental.com/v1/patients/balance',
      timeout: 5000,
      headers: { Accept: 'application/json', 'X-API-Key': 'bsd_live_5b1e9c0a7d2f4e83' },
      parameters: {
        type: 'object',
        properties: {
          query: { type: 'string', description: 'What the caller asked for, in their own words.' },
          phone: { type: 'string', description: "Caller's phone number in E.164 format." },
          date_of_birth: {
            type: 'string',
            format: 'date',
            description: "Patient's date of birth, YYYY-MM-DD, to confirm identity.",
          },
        },
        required: ['phone', 'date_of_birth'],
      },
    });
    await expect(page.getByText('Custom function created or updated successfully')).toBeVisible();
  });

  test('switching the type keeps what was typed, and Cancel leaves without saving', async ({ page }) => {
    await openCard(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/function')) posts.push(request.url());
    });
    const dialog = await openAddDialog(page);
    await field(dialog, 'Function name').fill('book_cleaning');
    await field(dialog, 'Function type').selectOption({ label: 'Book Appointment' });
    await field(dialog, 'Calendar service API key').fill('cal_live_1');
    await field(dialog, 'Function type').selectOption({ label: 'Transfer Call' });
    await expect(field(dialog, 'Calendar service API key')).toHaveCount(0);
    await field(dialog, 'Function type').selectOption({ label: 'Book Appointment' });
    await expect(field(dialog, 'Calendar service API key')).toHaveValue('cal_live_1');
    await expect(field(dialog, 'Function name')).toHaveValue('book_cleaning');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(items(page)).toHaveCount(6);
    // A new form starts empty.
    const again = await openAddDialog(page);
    await expect(field(again, 'Function name')).toHaveValue('');
    expect(posts).toEqual([]);
  });
});
