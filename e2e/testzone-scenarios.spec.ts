import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { useOwnData } from './mock-state';
import { signInAs } from './session';

// /testzone against the mock: the contract's five example scenarios, three runs of the first.
const table = (page: Page) => page.getByRole('table', { name: 'Test scenarios' });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });
const dialog = (page: Page) => page.getByRole('dialog');
const textbox = (page: Page, name: string) => dialog(page).getByRole('textbox', { name, exact: true });

const CLEANING = 'New patient books a cleaning';
const CLEANING_ID = '6650a1f2c3d4e5f6adad0001';

async function open(page: Page) {
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto('/testzone');
  await expect(page.getByRole('heading', { level: 1, name: 'Test zone' })).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(6);
}

const request = (page: Page, method: string, path: string) =>
  page.waitForRequest((req) => req.method() === method && new URL(req.url()).pathname.endsWith(path));

test.describe('test zone', () => {
  test('lists the scenarios with their agent, status and last score; a draft cannot start', async ({
    page,
  }) => {
    await open(page);
    await expect(row(page, CLEANING)).toContainText('Dental Receptionist');
    await expect(row(page, CLEANING)).toContainText('Passed');
    await expect(row(page, CLEANING)).toContainText('94/100');
    const draft = row(page, 'Spanish-speaking caller asks about whitening');
    await expect(draft).toContainText('Draft');
    await expect(draft).toContainText('Never');
    await expect(
      page.getByRole('button', { name: 'Start Spanish-speaking caller asks about whitening' }),
    ).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Start Caller insists on a person' })).toBeDisabled();
    await expect(page.getByRole('button', { name: `Start ${CLEANING}` })).toBeEnabled();
    await expect(page.getByRole('navigation', { name: 'Pages of scenarios' })).toContainText('5');
  });

  test('creates a scenario: an empty form is refused, then a valid one is sent', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'New scenario' }).click();
    await expect(dialog(page).getByText('New test scenario')).toBeVisible();
    let posted = false;
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname.endsWith('/testzone')) posted = true;
    });
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).getByText('Please enter a name (up to 120 characters)')).toBeVisible();
    await expect(dialog(page).getByText('Please choose an agent')).toBeVisible();
    expect(posted).toBe(false);

    await textbox(page, 'Name').fill('  Caller wants a Saturday cleaning ');
    await dialog(page)
      .getByRole('combobox', { name: 'Agent' })
      .selectOption({ label: 'Recall Reminders · Active' });
    await textbox(page, 'Caller persona').fill('Tom, 58, busy on weekdays.');
    await textbox(page, "Caller's goal").fill('Move the cleaning to a Saturday.');
    await dialog(page)
      .getByRole('group', { name: 'Line 1' })
      .getByRole('textbox')
      .fill('Do you have Saturdays?');
    await dialog(page).getByRole('button', { name: 'Add a line' }).click();
    await dialog(page)
      .getByRole('group', { name: 'Line 2' })
      .getByRole('textbox')
      .fill('The 5th at 10 is fine.');
    await textbox(page, 'Expected outcome').fill('Offers Saturday slots only and books one.');
    await dialog(page).getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Ready' });
    await expect(dialog(page).getByText('Please choose an agent')).toBeHidden();
    const sent = request(page, 'POST', '/testzone');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    expect((await sent).postDataJSON()).toEqual({
      name: 'Caller wants a Saturday cleaning',
      agent: '6650a1f2c3d4e5f6bbbb0002',
      persona: 'Tom, 58, busy on weekdays.',
      goal: 'Move the cleaning to a Saturday.',
      steps: ['Do you have Saturdays?', 'The 5th at 10 is fine.'],
      expectedOutcome: 'Offers Saturday slots only and books one.',
      status: 'ready',
    });
    await expect(page.getByText('Test scenario created')).toBeVisible();
    await expect(dialog(page)).toBeHidden();
  });

  test('edits a scenario, sending it whole; a refused save keeps what was typed', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Edit Toothache with swelling after hours' }).click();
    await expect(dialog(page).getByText('Edit test scenario')).toBeVisible();
    await expect(textbox(page, 'Name')).toHaveValue('Toothache with swelling after hours');
    await textbox(page, "Caller's goal").fill('Get seen tonight.');

    await page.route('**/testzone/6650a1f2c3d4e5f6adad0002', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({
              message: 'This scenario is running. Wait for the run to finish before editing it.',
            }),
          })
        : route.fallback(),
    );
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('This scenario is running. Wait for the run to finish before editing it.'),
    ).toBeVisible();
    await expect(textbox(page, "Caller's goal")).toHaveValue('Get seen tonight.');

    await page.unroute('**/testzone/6650a1f2c3d4e5f6adad0002');
    const sent = request(page, 'PUT', '/testzone/6650a1f2c3d4e5f6adad0002');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Toothache with swelling after hours',
      agent: '6650a1f2c3d4e5f6bbbb0004',
      goal: 'Get seen tonight.',
      status: 'ready',
    });
    expect(body['steps']).toHaveLength(4);
    await expect(page.getByText('Test scenario updated')).toBeVisible();
    await expect(dialog(page)).toBeHidden();
  });

  test('deletes a scenario after a confirmation', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Delete Patient moves a recall appointment to Saturday' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('"Patient moves a recall appointment to Saturday" and all its runs');
    const sent = request(page, 'DELETE', '/testzone/6650a1f2c3d4e5f6adad0003');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await sent;
    await expect(page.getByText('Test scenario deleted')).toBeVisible();
    await expect(confirm).toBeHidden();
  });

  test('starts a run: the request goes out, the run shows as running and its results open', async ({
    page,
  }) => {
    await open(page);
    const started = request(page, 'GET', `/testzone/${CLEANING_ID}/start`);
    const results = request(page, 'POST', '/testzone/results');
    await page.getByRole('button', { name: `Start ${CLEANING}` }).click();
    await started;
    expect((await results).postDataJSON()).toEqual({ scenarioId: CLEANING_ID, limit: 20 });
    await expect(page.getByText('Test run started')).toBeVisible();
    await expect(dialog(page).getByText(/A run started .* and is in progress\./)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(row(page, CLEANING)).toContainText('Running');
    await expect(page.getByRole('button', { name: `Start ${CLEANING}` })).toBeDisabled();
  });

  test('a failed start shows the server message and changes nothing', async ({ page }) => {
    await open(page);
    await page.route(`**/testzone/${CLEANING_ID}/start`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The sandbox is unavailable right now.' }),
      }),
    );
    await page.getByRole('button', { name: `Start ${CLEANING}` }).click();
    await expect(page.getByText('The sandbox is unavailable right now.')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    await expect(row(page, CLEANING)).toContainText('Passed');
    await expect(page.getByRole('button', { name: `Start ${CLEANING}` })).toBeEnabled();
  });

  test('shows the latest run with its checks and transcript, and the history of runs', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: `Results of ${CLEANING}` }).click();
    const results = dialog(page);
    await expect(results.getByText(`Results: ${CLEANING}`)).toBeVisible();
    await expect(results.getByText('Booked Tuesday, November 24 at 8:15 AM', { exact: false })).toBeVisible();
    const checks = results.getByRole('list', { name: 'Checks' });
    await expect(checks.getByRole('listitem')).toHaveCount(4);
    await expect(checks).toContainText('Reads back date, time and address (passed)');
    const transcript = results.getByRole('list', { name: 'Transcript' });
    await expect(transcript.getByRole('listitem').first()).toContainText("CallerHi, I'm new in town");
    await expect(transcript).toContainText('Agent' + "Yes, we're in network with Delta Dental PPO.");
    const history = results.getByRole('list', { name: 'Run history' });
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await history.getByRole('button').nth(1).click();
    await expect(history.getByRole('button').nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(results.getByText('Booked the right slot but never gave the office address.')).toBeVisible();
    await expect(results.getByRole('list', { name: 'Checks' })).toContainText(
      'Reads back date, time and address (failed)',
    );
  });

  test('follows a run in progress until it ends', async ({ page }) => {
    let calls = 0;
    await page.route('**/testzone/results', async (route) => {
      calls += 1;
      const response = await route.fetch();
      const json = (await response.json()) as { data: Record<string, unknown>[] };
      const [latest, ...rest] = json.data;
      const running = {
        ...latest,
        status: 'running',
        endedAt: null,
        durationSeconds: null,
        passed: null,
        score: null,
        summary: '',
        checks: [],
        transcript: "user: Hi, I'm new in town and I'd like to book a cleaning.",
      };
      await route.fulfill({ response, json: { data: [calls === 1 ? running : latest, ...rest] } });
    });
    await open(page);
    await page.getByRole('button', { name: `Results of ${CLEANING}` }).click();
    await expect(dialog(page).getByText('The run is in progress; this updates by itself.')).toBeVisible();
    // When the run ends the list is read again, so its row stops showing the run as going.
    const listReread = request(page, 'POST', '/testzone/fetch');
    await expect(
      dialog(page).getByText('Booked Tuesday, November 24 at 8:15 AM', { exact: false }),
    ).toBeVisible({
      timeout: 10_000,
    });
    await expect(dialog(page).getByText('The run is in progress; this updates by itself.')).toBeHidden();
    expect(calls).toBeGreaterThanOrEqual(2);
    await listReread;
  });

  test('filters the scenarios by agent and by status, kept in the address', async ({ page }) => {
    await useOwnData(page, 'testzone-filter');
    await open(page);
    const fetched = request(page, 'POST', '/testzone/fetch');
    await page.getByRole('combobox', { name: 'Agent' }).selectOption({ label: 'Dental Receptionist' });
    expect((await fetched).postDataJSON()).toMatchObject({ agentId: '6650a1f2c3d4e5f6bbbb0001' });
    await expect(page).toHaveURL(/[?&]agentId=6650a1f2c3d4e5f6bbbb0001/);
    await expect(table(page).getByRole('row')).toHaveCount(3);
    await expect(row(page, CLEANING)).toBeVisible();
    await expect(row(page, 'Caller insists on a person')).toBeVisible();

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Passed' });
    await expect(page).toHaveURL(/[?&]status=passed/);
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await expect(row(page, CLEANING)).toBeVisible();

    // The address alone gives the same list, after a reload.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('passed');
    await expect(page.getByRole('combobox', { name: 'Agent' })).toHaveValue('6650a1f2c3d4e5f6bbbb0001');
    await expect(table(page).getByRole('row')).toHaveCount(2);

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Draft' });
    await expect(page.getByText('No scenario matches this search.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/agentId|status=/);
    await expect(table(page).getByRole('row')).toHaveCount(6);
  });

  test('ignores filters of the address that are not an agent id or a status', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    const fetched = request(page, 'POST', '/testzone/fetch');
    await page.goto('/testzone?status=finished&agentId=%3Cscript%3E');
    const body = (await fetched).postDataJSON() as Record<string, unknown>;
    expect(body['status']).toBeUndefined();
    expect(body['agentId']).toBeUndefined();
    await expect(table(page).getByRole('row')).toHaveCount(6);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });

  test('shows the server error with a retry when the list fails', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    // Down until the error is on screen: how many reads that takes (the route's, its one retry, the
    // screen's own on mount) depends on how soon the screen mounts.
    let down = true;
    await page.route('**/testzone/fetch', (route) =>
      down
        ? route.fulfill({ status: 500, json: { message: 'The scenarios are unavailable.' } })
        : route.fallback(),
    );
    await page.goto('/testzone');
    const alert = page.getByRole('alert').filter({ hasText: 'The scenarios are unavailable.' });
    await expect(alert).toBeVisible();
    down = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(table(page).getByRole('row')).toHaveCount(6);
  });

  test('has no serious accessibility problem, with the form and the results open', async ({ page }) => {
    await open(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'New scenario' }).click();
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).getByText('Please choose an agent')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: `Results of ${CLEANING}` }).click();
    await expect(dialog(page).getByRole('list', { name: 'Run history' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
