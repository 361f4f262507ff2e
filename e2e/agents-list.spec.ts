import type { Page, Request } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';

// /agent against the mock: the contract's four agents of BrightSmile Dental Group.
const ID = (n: number) => `6650a1f2c3d4e5f6bbbb000${n}`;
const SERVER_ERROR = 'Something went wrong on our side. Please try again.';

const list = (page: Page) => page.getByRole('list', { name: 'Agents' });
const card = (page: Page, name: string) => list(page).getByRole('listitem').filter({ hasText: name });
const dialog = (page: Page) => page.getByRole('dialog');

async function openList(page: Page) {
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto('/agent');
  await expect(list(page).getByRole('listitem')).toHaveCount(4);
}

async function act(page: Page, agent: string, action: string) {
  await card(page, agent)
    .getByRole('button', { name: `Actions for ${agent}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** The next request of `method` to exactly `path`. */
const nextRequest = (page: Page, method: string, path: string): Promise<Request> =>
  page.waitForRequest((r) => r.method() === method && new URL(r.url()).pathname === path);

test.describe('the agents list', () => {
  test("a card's actions open from the keyboard, and Escape gives focus back", async ({ page }) => {
    await openList(page);
    // The menu's code is not part of the list's first view: it comes with the button's first use.
    const button = card(page, 'Recall Reminders').getByRole('button', {
      name: 'Actions for Recall Reminders',
    });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeFocused();
    await expect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeFocused();
  });

  test('shows each agent with its avatar (or initials), status, number and counts', async ({ page }) => {
    const failedImages: string[] = [];
    page.on('requestfailed', (r) => failedImages.push(r.url()));
    page.on('response', (r) => {
      if (r.request().resourceType() === 'image' && !r.ok()) failedImages.push(r.url());
    });
    await openList(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
    const receptionist = card(page, 'Dental Receptionist');
    await expect(receptionist.locator('img')).toHaveAttribute(
      'src',
      '/files/samples/avatars/dental-receptionist.png',
    );
    await expect(receptionist.getByText('Active')).toBeVisible();
    await expect(receptionist.getByText('+14155550123')).toBeVisible();
    await expect(receptionist.getByText('6 functions · 4 knowledge files · 1 call')).toBeVisible();
    await expect(card(page, 'Recall Reminders').getByText('Not Assigned')).toBeVisible();
    await expect(card(page, 'After-hours Triage').getByText('Draft')).toBeVisible();
    await expect(
      card(page, 'After-hours Triage').getByText('0 functions · 1 knowledge file · 0 calls'),
    ).toBeVisible();
    // The mock's file host serves the examples' avatars: each loads (nothing fails or shows
    // broken), and the agent without one shows its initials.
    const images = list(page).locator('img');
    await expect(images).toHaveCount(3);
    await expect
      .poll(() => images.evaluateAll((all) => all.map((img) => (img as HTMLImageElement).naturalWidth)))
      .toEqual([96, 96, 96]);
    await expect(card(page, 'After-hours Triage').getByText('AT', { exact: true })).toBeVisible();
    expect(failedImages).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('opens an agent in the prompt editor, painted at once from the list', async ({ page }) => {
    await openList(page);
    // The editor still fetches the agent; hold that answer to see the first paint without it.
    await page.route(`**/api/agents/${ID(3)}/`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.fallback();
    });
    await card(page, 'Front Desk Agent').getByRole('link', { name: 'Front Desk Agent' }).click();
    await expect(page).toHaveURL(`/agent/prompt_editor?agentId=${ID(3)}`);
    await expect(page.getByTestId('agent-name')).toHaveText('Front Desk Agent', { timeout: 2000 });
    await expect(page.getByRole('region', { name: 'Voicemail Setup' }).getByRole('textbox')).toHaveValue(
      /^Hola, le llama Sofía/,
    );
  });

  test('creates an agent with a name, a direction and a voice', async ({ page }) => {
    await openList(page);
    await page.getByRole('button', { name: 'Create agent' }).click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    await expect(dialog(page).getByText('Please enter an agent name')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await dialog(page).getByRole('textbox', { name: 'Name' }).fill('Hygiene Waitlist Caller');
    await dialog(page).getByRole('combobox', { name: 'Direction' }).selectOption({ label: 'Outbound' });
    await dialog(page).getByRole('combobox', { name: 'Voice' }).selectOption({ label: 'Marcus' });
    const posted = nextRequest(page, 'POST', '/api/agents/');
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    expect((await posted).postDataJSON()).toEqual({
      name: 'Hygiene Waitlist Caller',
      direction: 'outbound',
      voice: '6650a1f2c3d4e5f655550002',
    });
    await expect(page.getByText('Agent created successfully')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('duplicates an agent', async ({ page }) => {
    await openList(page);
    const posted = nextRequest(page, 'POST', '/api/agents/duplicate');
    await act(page, 'Dental Receptionist', 'Duplicate');
    expect((await posted).postDataJSON()).toEqual({ id: ID(1) });
    await expect(page.getByText('Agent duplicated successfully')).toBeVisible();
  });

  test('deletes an agent only after confirmation', async ({ page }) => {
    await openList(page);
    const deletes: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'DELETE') deletes.push(new URL(r.url()).pathname);
    });
    await act(page, 'Recall Reminders', 'Delete');
    const confirm = page.getByRole('alertdialog', { name: 'Delete Recall Reminders?' });
    await expect(confirm).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    expect(deletes).toEqual([]);

    await act(page, 'Recall Reminders', 'Delete');
    const deleted = nextRequest(page, 'DELETE', `/api/agents/${ID(2)}/`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await deleted;
    await expect(page.getByText('Agent deleted successfully')).toBeVisible();
    await expect(confirm).toHaveCount(0);
    expect(deletes).toEqual([`/api/agents/${ID(2)}/`]);
  });

  test('renames an agent and uploads its logo in one multipart request', async ({ page }) => {
    await openList(page);
    await act(page, 'Front Desk Agent', 'Rename and logo');
    const name = dialog(page).getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Front Desk Agent');
    await name.fill('Front Desk – Palo Alto');
    await dialog(page)
      .getByLabel('Logo')
      .setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        // A 1 x 1 PNG.
        buffer: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
          'base64',
        ),
      });
    // The browser hands a multipart body with a file to an interceptor only.
    let body = '';
    let contentType = '';
    await page.route('**/api/agents/update_agent_name_logo/', async (route) => {
      body = route.request().postDataBuffer()?.toString('utf8') ?? '';
      contentType = (await route.request().allHeaders())['content-type'] ?? '';
      await route.fallback();
    });
    const answered = page.waitForResponse('**/api/agents/update_agent_name_logo/');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    expect((await answered).status()).toBe(200);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(body).toContain(`name="id"\r\n\r\n${ID(3)}\r\n`);
    expect(body).toContain('name="name"\r\n\r\nFront Desk – Palo Alto\r\n');
    expect(body).toMatch(/name="logo"; filename="logo\.png"\r\nContent-Type: image\/png/);
    await expect(page.getByText('Agent updated successfully')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('changes an agent’s avatar', async ({ page }) => {
    await openList(page);
    await act(page, 'Dental Receptionist', 'Change avatar');
    await expect(dialog(page).getByRole('radio', { name: 'Dental receptionist' })).toBeChecked();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog(page).getByText('No avatar (initials)').click();
    const put = nextRequest(page, 'PUT', `/api/agents/updateagentavatar/${ID(1)}`);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    expect((await put).postDataJSON()).toEqual({ avatar: '' });
    await expect(page.getByText('Avatar updated successfully')).toBeVisible();
  });

  test('a failed action says so and keeps the dialog open', async ({ page }) => {
    await openList(page);
    await page.route('**/api/agents/*/', (route) =>
      route.request().method() === 'DELETE'
        ? route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } })
        : route.fallback(),
    );
    await act(page, 'After-hours Triage', 'Delete');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(SERVER_ERROR)).toBeVisible();
    await expect(page.getByRole('alertdialog')).toBeVisible();
  });

  test('shows the error of a failed list with a retry, and an empty list', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.route('**/api/agents/fetch_list_with_meta/', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } }),
    );
    await page.goto('/agent');
    await expect(page.getByRole('alert').filter({ hasText: SERVER_ERROR })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.unroute('**/api/agents/fetch_list_with_meta/');
    await page.route('**/api/agents/fetch_list_with_meta/', (route) => route.fulfill({ json: { data: [] } }));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No agents yet')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Create agent' }).last().click();
    await expect(dialog(page)).toBeVisible();
  });
});
