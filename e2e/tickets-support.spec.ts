import type { Page, Request } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';

// The support tickets tab of /company-settings against the mock: the contract's examples (six
// tickets of BrightSmile Dental Group, the conversation of TCK-1042, the desk's reply templates).
const TICKET = '6650a1f2c3d4e5f6abab0001';
const LIST = '/company-settings?tab=tickets';
const table = (page: Page, name = 'Support tickets') => page.getByRole('table', { name });
const filter = (page: Page) => page.getByRole('group', { name: 'Filter by status' });
const drawer = (page: Page) => page.getByRole('dialog');

const request = (page: Page, method: string, path: string, check: (req: Request) => boolean = () => true) =>
  page.waitForRequest(
    (req) => req.method() === method && new URL(req.url()).pathname.endsWith(path) && check(req),
  );

async function openList(page: Page, who: 'user' | 'superAdmin' = 'user') {
  await signInAs(page, who, { tourSeen: 'true' });
  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Company settings' })).toBeVisible();
}

async function openTicket(page: Page, who: 'user' | 'superAdmin' = 'user') {
  await signInAs(page, who, { tourSeen: 'true' });
  await page.goto(`${LIST}&ticket=${TICKET}`);
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: 'TCK-1042 · Recall Reminders calls the same patient twice in one morning',
    }),
  ).toBeVisible();
}

test.describe('support tickets (company staff)', () => {
  test('are reached from Help Center, which tells of new replies', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.goto('/dashboard');
    // GET /tickets/unread (the contract's example: two tickets with unread replies).
    await page.getByRole('button', { name: 'Help Center, 2 tickets with new replies' }).click();
    const item = page.getByRole('menuitem', { name: 'Support tickets' });
    await expect(item).toHaveAccessibleName('Support tickets, 2 tickets with new replies');
    await expect(item).toContainText('2');
    await item.click();
    await expect(page).toHaveURL(/\/company-settings\?tab=tickets$/);
    await expect(page.getByRole('tab', { name: 'Support tickets', selected: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Support tickets' })).toBeVisible();
  });

  test('the super administrator, who answers tickets at the desk, is not told of unread ones', async ({
    page,
  }) => {
    let asked = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/tickets/unread')) asked = true;
    });
    await signInAs(page, 'superAdmin', { tourSeen: 'true' });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Help Center' }).click();
    await expect(page.getByRole('menuitem', { name: 'Support tickets' })).toHaveAccessibleName(
      'Support tickets',
    );
    expect(asked).toBe(false);
  });

  test('are reached from the phone menu, which closes (also from another tab of the same screen)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.goto('/company-settings?tab=profile');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Support tickets' })).toContainText('2');
    await menu.getByRole('link', { name: 'Support tickets' }).click();
    await expect(page).toHaveURL(/\/company-settings\?tab=tickets$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Support tickets' })).toBeVisible();
  });

  test('lists the tickets with the counts per status; a status filters the list', async ({ page }) => {
    await openList(page);
    await expect(table(page).getByRole('row')).toHaveCount(4);
    await expect(filter(page).getByRole('button', { name: 'All (6)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(filter(page).getByRole('button', { name: 'Open (2)' })).toBeVisible();
    await expect(filter(page).getByRole('button', { name: 'Waiting on customer (1)' })).toBeVisible();
    const row = table(page).getByRole('row').filter({ hasText: 'TCK-1042' });
    await expect(row).toContainText('In progress');
    await expect(row).toContainText('High');
    await expect(row).toContainText('New reply');

    const filtered = request(
      page,
      'GET',
      '/tickets/fetch',
      (req) => new URL(req.url()).searchParams.get('status') === 'closed',
    );
    await filter(page).getByRole('button', { name: 'Closed (1)' }).click();
    const url = new URL((await filtered).url());
    expect(url.searchParams.get('pageIndex')).toBe('0');
    await expect(filter(page).getByRole('button', { name: 'Closed (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(filter(page).getByRole('button', { name: 'All (6)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('creates a ticket: an empty form is refused, then a valid one is sent and opened', async ({
    page,
  }) => {
    await openList(page);
    await page.getByRole('button', { name: 'New ticket' }).click();
    await expect(drawer(page).getByText('New support ticket')).toBeVisible();
    let posted = false;
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname.endsWith('/tickets')) posted = true;
    });
    await drawer(page).getByRole('button', { name: 'Open ticket' }).click();
    await expect(drawer(page).getByText('Please enter a subject (3 to 200 characters)')).toBeVisible();
    await expect(drawer(page).getByText('Please choose a category')).toBeVisible();
    await expect(
      drawer(page).getByText('Please describe the problem (up to 5,000 characters)'),
    ).toBeVisible();
    expect(posted).toBe(false);

    await drawer(page)
      .getByRole('textbox', { name: 'Subject' })
      .fill('  Port our main office number +1 (415) 555-0100 ');
    await drawer(page).getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Phone numbers' });
    await drawer(page).getByRole('combobox', { name: 'Priority' }).selectOption({ label: 'High' });
    await drawer(page)
      .getByRole('textbox', { name: 'Description' })
      .fill('Our carrier account number is on the last bill.');
    const sent = request(page, 'POST', '/tickets');
    await drawer(page).getByRole('button', { name: 'Open ticket' }).click();
    expect((await sent).postDataJSON()).toEqual({
      subject: 'Port our main office number +1 (415) 555-0100',
      description: 'Our carrier account number is on the last bill.',
      priority: 'high',
      category: 'phone_numbers',
    });
    await expect(page.getByText('Ticket created')).toBeVisible();
    // The new ticket opens (the contract's example answer is TCK-1047).
    await expect(page).toHaveURL(/ticket=6650a1f2c3d4e5f6abab0002/);
  });

  test('opens a ticket from the list: the conversation oldest first, replies marked read; Back returns', async ({
    page,
  }) => {
    await openList(page);
    const read = request(page, 'PUT', `/tickets/${TICKET}/messages`);
    await page.getByRole('button', { name: /^Open TCK-1042 / }).click();
    await expect(page).toHaveURL(new RegExp(`ticket=${TICKET}`));
    expect((await read).postDataJSON()).toEqual({
      messageIds: ['6650a1f2c3d4e5f6acac0003', '6650a1f2c3d4e5f6acac0004'],
    });
    const entries = page
      .getByRole('list', { name: 'Conversation' })
      .getByRole('listitem')
      .filter({ has: page.locator('time') });
    await expect(entries).toHaveCount(5);
    await expect(entries.nth(0)).toContainText('Carlos Rivera');
    await expect(entries.nth(0)).toContainText('Since the November recall campaign started');
    await expect(entries.nth(1)).toContainText('Daniel Okafor');
    await expect(entries.nth(1)).toContainText('Support');
    await expect(entries.nth(1)).toContainText('Hi Carlos, thanks for the details.');
    await expect(entries.nth(2)).toContainText('duplicate-calls-nov-16.csv');
    await expect(entries.nth(4)).toContainText('recall-retry-settings.png');
    await expect(entries.nth(4)).toContainText('New');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goBack();
    await expect(page).toHaveURL(/\/company-settings\?tab=tickets$/);
    await expect(table(page).getByRole('row')).toHaveCount(4);
    await page.getByRole('button', { name: /^Open TCK-1042 / }).click();
    await page.getByRole('button', { name: '← Back to tickets' }).click();
    await expect(table(page)).toBeVisible();
  });

  test('replies with an attachment: the file is uploaded, then sent with the message', async ({ page }) => {
    await openTicket(page);
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ'),
    });
    await expect(
      page.getByRole('alert').filter({ hasText: 'setup.exe is not a file type that can be attached.' }),
    ).toBeVisible();

    // The browser hands a multipart body with a file to an interceptor only.
    let multipartBody = '';
    let contentType = '';
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/tickets/${TICKET}/attachments`, async (route) => {
      multipartBody = route.request().postDataBuffer()?.toString('utf8') ?? '';
      contentType = route.request().headers()['content-type'] ?? '';
      await held;
      return route.fallback();
    });
    const uploaded = request(page, 'POST', `/tickets/${TICKET}/attachments`);
    await input.setInputFiles({
      name: 'recall-calls-nov-20.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('date,patient,calls\n2026-11-20,Jordan Lee,1\n'),
    });
    await uploaded;
    // While the file uploads it says so, and the reply waits for it.
    const files = page.getByRole('list', { name: 'Files to send' });
    await expect(files).toContainText('Uploading…');
    await expect(page.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
    release();
    await expect.poll(() => multipartBody).toContain('2026-11-20,Jordan Lee,1');
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipartBody).toMatch(
      /name="file"; filename="recall-calls-nov-20\.csv"\r\nContent-Type: text\/csv/,
    );
    await expect(files).toContainText('recall-calls-nov-20.csv');
    await expect(files).toContainText('Ready to send');

    await page
      .getByRole('textbox', { name: 'Your message' })
      .fill("  Thanks Daniel. Today's export is attached. ");
    const sent = request(page, 'POST', `/tickets/${TICKET}/messages`);
    await page.getByRole('button', { name: 'Send reply' }).click();
    expect((await sent).postDataJSON()).toEqual({
      body: "Thanks Daniel. Today's export is attached.",
      attachments: ['6650a1f2c3d4e5f6acac0103'],
    });
    await expect(page.getByText('Message sent')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
    await expect(files).toBeHidden();
  });

  test('a refused reply shows the server message and keeps the text', async ({ page }) => {
    await openTicket(page);
    await page.route(`**/tickets/${TICKET}/messages`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({
              message: 'The ticket service is unavailable. Please try again in a minute.',
            }),
          })
        : route.fallback(),
    );
    const box = page.getByRole('textbox', { name: 'Your message' });
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Please write a message')).toBeVisible();
    await box.fill('The duplicate calls stopped, thanks!');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(
      page.getByText('The ticket service is unavailable. Please try again in a minute.'),
    ).toBeVisible();
    await expect(box).toHaveValue('The duplicate calls stopped, thanks!');
  });

  test('closes a ticket after a confirmation and reopens a resolved one', async ({ page }) => {
    await openTicket(page);
    await page.getByRole('button', { name: 'Close ticket' }).click();
    const confirm = page.getByRole('dialog', { name: 'Close TCK-1042?' });
    await expect(confirm).toContainText('A closed ticket takes no more replies.');
    const closed = request(page, 'PUT', `/tickets/${TICKET}`);
    await confirm.getByRole('button', { name: 'Close ticket' }).click();
    expect((await closed).postDataJSON()).toEqual({ status: 'closed' });
    await expect(page.getByText('Ticket updated')).toBeVisible();
    await expect(confirm).toBeHidden();

    // A resolved ticket (TCK-1039) can be reopened.
    const resolved = '6650a1f2c3d4e5f6abab0004';
    await page.route(`**/tickets/${resolved}`, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      return route.fulfill({
        response,
        json: { data: { ...body.data, id: resolved, number: 'TCK-1039', status: 'resolved' } },
      });
    });
    await page.goto(`${LIST}&ticket=${resolved}`);
    await expect(page.getByRole('heading', { level: 2, name: /^TCK-1039 · / })).toBeVisible();
    await expect(page.getByText('Resolved', { exact: true })).toBeVisible();
    const reopened = request(page, 'PUT', `/tickets/${resolved}`);
    await page.getByRole('button', { name: 'Reopen' }).click();
    expect((await reopened).postDataJSON()).toEqual({ status: 'open' });
  });
});

test.describe('support desk (super administrator)', () => {
  test('lists every company’s tickets with counts', async ({ page }) => {
    const listed = request(page, 'POST', '/dashboard/list_ticket');
    await openList(page, 'superAdmin');
    expect((await listed).postDataJSON()).toEqual({
      pageIndex: 0,
      pageSize: 20,
      sortBy: 'updatedAt',
      sortOrder: 'desc',
    });
    await expect(page.getByRole('heading', { level: 2, name: 'Support desk' })).toBeVisible();
    const desk = table(page, 'Tickets of every company');
    await expect(desk.getByRole('columnheader', { name: 'Company' })).toBeVisible();
    await expect(desk).toContainText('Harbor Auto Service');
    const filtered = request(
      page,
      'POST',
      '/dashboard/list_ticket',
      (req) => 'status' in (req.postDataJSON() as object),
    );
    await filter(page).getByRole('button', { name: 'Open (2)' }).click();
    expect((await filtered).postDataJSON()).toMatchObject({ status: ['open'], pageIndex: 0 });
  });

  test('replies from a template, changes the status and saves a new template', async ({ page }) => {
    await openTicket(page, 'superAdmin');
    await expect(page.getByText('Opened by Carlos Rivera (BrightSmile Dental Group)')).toBeVisible();
    const reply = page.getByRole('textbox', { name: 'Your message' });
    await page.getByRole('combobox', { name: 'Reply template' }).selectOption({ label: 'Ask for call ids' });
    await expect(reply).toHaveValue(/^Hi Carlos, so we can trace this/);
    await reply.fill(`${await reply.inputValue()} Thanks!`);
    await page
      .getByRole('combobox', { name: 'Status after the reply' })
      .selectOption({ label: 'In progress' });
    const sent = request(page, 'POST', '/dashboard/reply_ticket');
    await page.getByRole('button', { name: 'Send reply' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toEqual({
      ticketId: TICKET,
      templateId: '6650a1f2c3d4e5f6cfcf0002',
      status: 'in_progress',
      body: 'Hi Carlos, so we can trace this, could you send the ids of two or three affected calls? On the Calls page, open a call and copy the id shown under the transcript. Thanks!',
    });
    await expect(page.getByText('Reply sent')).toBeVisible();
    await expect(reply).toHaveValue('');

    const status = page.getByRole('combobox', { name: 'Status', exact: true });
    await expect(status).toHaveValue('in_progress');
    await status.selectOption({ label: 'Resolved' });
    const changed = request(page, 'POST', '/dashboard/update_ticket_status');
    await page.getByRole('button', { name: 'Change status' }).click();
    expect((await changed).postDataJSON()).toEqual({ ticketId: TICKET, status: 'resolved' });
    await expect(page.getByText('Ticket status updated')).toBeVisible();

    await reply.fill('Hi {firstName}, we refunded the duplicate charge. (Ticket {ticketNumber})');
    let replied = false;
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.endsWith('/dashboard/reply_ticket')) replied = true;
    });
    await page.getByRole('button', { name: 'Save as template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save the reply as a template' });
    await dialog.getByRole('button', { name: 'Save template' }).click();
    await expect(dialog.getByText('Please enter a title')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Template title' }).fill('Duplicate charge refunded');
    const saved = request(page, 'POST', '/dashboard/create_reply_template');
    await dialog.getByRole('button', { name: 'Save template' }).click();
    expect((await saved).postDataJSON()).toEqual({
      title: 'Duplicate charge refunded',
      body: 'Hi {firstName}, we refunded the duplicate charge. (Ticket {ticketNumber})',
    });
    await expect(page.getByText('Reply template created')).toBeVisible();
    // Saving a template sends no reply, and the reply's text stays.
    expect(replied).toBe(false);
    await expect(reply).toHaveValue(
      'Hi {firstName}, we refunded the duplicate charge. (Ticket {ticketNumber})',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

// The sweep opens the list; the open ticket (`?ticket=`) gets the same three QA modes here.
test.describe('an open ticket in every QA mode', () => {
  for (const who of ['user', 'superAdmin'] as const) {
    test(`survives random data and errors as ${who}`, async ({ page }) => {
      test.setTimeout(60_000);
      const modes = ['examples', 'dynamic', 'error'].map((mode) =>
        JSON.stringify({ mode, status: 500, latencyMs: 0 }),
      );
      await signInAs(page, who, { tourSeen: 'true', qaMode: modes[0] ?? '' });
      for (const [index, settings] of modes.entries()) {
        if (index > 0) await page.evaluate((value) => localStorage.setItem('qaMode', value), settings);
        await page.goto(`${LIST}&ticket=${TICKET}`);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('h1').first()).toBeVisible();
        // Back to the list is there whatever happened; a failed read offers to try again.
        await expect(page.getByRole('button', { name: '← Back to tickets' })).toBeVisible();
        if (index === 2) await expect(page.getByRole('button', { name: 'Try again' }).first()).toBeVisible();
        expect(await seriousA11yViolations(page), settings).toEqual([]);
      }
    });
  }
});
