import type { Page } from '@playwright/test';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, seriousA11yViolations, test } from './fixtures';
import { useOwnData } from './mock-state';
import { signInAs } from './session';

// Issue 41 part 3: webhooks in the company settings, a proposal. The mock really posts to an
// endpoint on 127.0.0.1, so each test listens there itself and checks what arrives.
const URL_RULE =
  'The URL must start with https:// (http:// is allowed only for localhost, 127.0.0.1 and ::1).';

interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
}

async function listen(received: Received[]): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, raw });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/hooks/console` };
}

function signedWith(secret: string, { headers, raw }: Received): boolean {
  const header = String(headers['x-console-signature'] ?? '');
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
  if (!t || !v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${raw}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}

const settingsTab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

async function openWebhooks(page: Page) {
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto('/company-settings?tab=webhooks');
  await expect(page.getByRole('heading', { level: 2, name: 'Webhooks' })).toBeVisible();
  await expect(settingsTab(page, 'Webhooks')).toHaveAttribute('aria-selected', 'true');
}

test.describe('company settings: webhooks', () => {
  let received: Received[];
  let receiver: { server: Server; url: string };

  test.beforeEach(async () => {
    received = [];
    receiver = await listen(received);
  });

  test.afterEach(async () => {
    await new Promise((resolve) => receiver.server.close(resolve));
  });

  test('an endpoint gets a signed test event, logged, opened and redelivered as attempt 2', async ({
    page,
  }) => {
    test.slow(); // a real post and its retry of the log, a redelivery and three accessibility scans
    await useOwnData(page, 'webhooks');
    await openWebhooks(page);
    const endpoints = page.getByRole('table', { name: 'Webhook endpoints' });
    await expect(endpoints.getByRole('row')).toHaveCount(3);

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('dialog', { name: 'Add webhook endpoint' });
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/webhooks') posted = true;
    });
    await form.getByRole('textbox', { name: 'URL' }).fill('http://hooks.example.com/in');
    await form.getByText('Ticket replied', { exact: true }).click();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(form.getByText(URL_RULE)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'URL' })).toBeFocused();
    expect(posted).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await form.getByRole('textbox', { name: 'URL' }).fill(receiver.url);
    await form.getByRole('textbox', { name: 'Description' }).fill('QA receiver');
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const shown = page.getByRole('dialog', { name: "Your endpoint's signing secret" });
    const secretBox = shown.getByRole('textbox', { name: 'Signing secret' });
    await expect(secretBox).toHaveValue(/^whsec_[A-Za-z0-9]{32}$/);
    const secret = await secretBox.inputValue();
    await expect(shown).toContainText('it cannot be shown again');
    await expect(shown.getByLabel('Signature check in Node')).toContainText('timingSafeEqual');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await expect(page.getByRole('heading', { level: 3, name: receiver.url })).toBeFocused();
    await expect(page.getByLabel('Signing secret, last characters only')).toHaveText(
      `whsec_…${secret.slice(-4)}`,
    );
    expect(await page.content()).not.toContain(secret);
    const log = page.getByRole('region', { name: 'Delivery log' });
    await expect(log.getByText('Nothing sent yet.', { exact: false })).toBeVisible();

    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => received.length).toBe(1);
    const first = received[0] ?? { headers: {}, raw: '' };
    expect(signedWith(secret, first)).toBe(true);
    const body = JSON.parse(first.raw) as { type: string; id: string };
    expect(body.type).toBe('webhook.test');
    expect(first.headers['x-console-event']).toBe('webhook.test');

    const rows = log.getByRole('table', { name: `Deliveries to ${receiver.url}` }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Test event');
    await expect(rows.nth(1).getByText('200', { exact: true })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await log.getByRole('button', { name: /^Open Test event, attempt 1,/ }).click();
    const delivery = page.getByRole('dialog', { name: 'Delivery' });
    await expect(delivery.getByLabel('Request body')).toHaveText(first.raw);
    await expect(delivery.getByLabel('Request headers')).toContainText('x-console-signature: t=');
    await expect(delivery.getByLabel('Response body')).toHaveText('{"received":true}');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await delivery.getByRole('button', { name: 'Redeliver' }).click();
    await expect(delivery).toBeHidden();
    await expect.poll(() => received.length).toBe(2);
    const second = received[1] ?? { headers: {}, raw: '' };
    expect(second.raw).toBe(first.raw);
    expect(signedWith(secret, second)).toBe(true);
    await expect(rows).toHaveCount(3);
    const again = rows.nth(1);
    await expect(again).toContainText('Redelivered');
    await expect(again.getByRole('cell').nth(4)).toHaveText('2');
    await expect(again.getByText('200', { exact: true })).toBeVisible();
  });

  test('a rotated secret signs what is sent next; back on the list, then removed', async ({ page }) => {
    test.slow(); // a real post and two secrets shown
    await useOwnData(page, 'webhooks');
    await openWebhooks(page);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('dialog', { name: 'Add webhook endpoint' });
    await form.getByRole('textbox', { name: 'URL' }).fill(receiver.url);
    await form.getByText('Call ended', { exact: true }).click();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const created = page.getByRole('dialog', { name: "Your endpoint's signing secret" });
    const old = await created.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    await created.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Rotate secret' }).click();
    await page
      .getByRole('alertdialog', { name: 'Rotate the signing secret?' })
      .getByRole('button', { name: 'Rotate secret' })
      .click();
    const rotated = page.getByRole('dialog', { name: 'Your new signing secret' });
    const secretBox = rotated.getByRole('textbox', { name: 'Signing secret' });
    await expect(secretBox).toHaveValue(/^whsec_/);
    const secret = await secretBox.inputValue();
    expect(secret).not.toBe(old);
    await rotated.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByLabel('Signing secret, last characters only')).toHaveText(
      `whsec_…${secret.slice(-4)}`,
    );

    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => received.length).toBe(1);
    const sent = received[0] ?? { headers: {}, raw: '' };
    expect(signedWith(secret, sent)).toBe(true);
    expect(signedWith(old, sent)).toBe(false);

    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit webhook endpoint' });
    await expect(edit.getByRole('textbox', { name: 'URL' })).toHaveValue(receiver.url);
    await edit.getByText('Call started', { exact: true }).click();
    await edit.getByRole('button', { name: 'Save endpoint' }).click();
    await expect(edit).toBeHidden();
    const events = page.getByRole('list', { name: 'Events' });
    await expect(events.getByRole('listitem')).toHaveText(['Call started', 'Call ended']);
    await page.getByText('Enabled', { exact: true }).click();
    await expect(page.getByText('Endpoint disabled').first()).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Enabled' })).not.toBeChecked();

    await page.getByRole('button', { name: 'All endpoints' }).click();
    const open = page.getByRole('button', { name: `Open ${receiver.url}` });
    await expect(open).toBeFocused();
    await open.click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Remove endpoint?' })
      .getByRole('button', { name: 'Remove endpoint' })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Webhooks' })).toBeFocused();
    await expect(page.getByRole('button', { name: `Open ${receiver.url}` })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Webhook endpoints' }).getByRole('row')).toHaveCount(3);
  });

  test('a failing endpoint says when it is retried', async ({ page }) => {
    await useOwnData(page, 'webhooks');
    await openWebhooks(page);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('dialog', { name: 'Add webhook endpoint' });
    await form.getByRole('textbox', { name: 'URL' }).fill('https://hooks-fail.example.com/in');
    await form.getByText('Call ended', { exact: true }).click();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await page
      .getByRole('dialog', { name: "Your endpoint's signing secret" })
      .getByRole('button', { name: 'Done' })
      .click();
    await page.getByRole('button', { name: 'Send test event' }).click();
    const log = page.getByRole('region', { name: 'Delivery log' });
    await expect(log.getByText('500', { exact: true })).toBeVisible();
    await expect(log.getByText(/^Retrying at /)).toBeVisible();
    expect(received).toHaveLength(0);
  });
});

test.describe('a refusal answered by the server', () => {
  test.use({ allowContractErrors: true });

  test('a URL the server refuses keeps what was typed and says why in the form', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.route('**/api/webhooks', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'This address points inside our network: use a public one.' }),
          })
        : route.fallback(),
    );
    await page.goto('/company-settings?tab=webhooks');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('dialog', { name: 'Add webhook endpoint' });
    await form.getByRole('textbox', { name: 'URL' }).fill('https://10.0.0.8/in');
    await form.getByText('Call analysed', { exact: true }).click();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'This address points inside our network: use a public one.',
    );
    await expect(form.getByRole('textbox', { name: 'URL' })).toHaveValue('https://10.0.0.8/in');
    await expect(form.getByRole('checkbox', { name: 'Call analysed' })).toBeChecked();
  });
});

test('without webhooks on the server (404) the settings are as before, with no error', async ({ page }) => {
  await page.route('**/api/webhooks', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' }),
  );
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto('/company-settings?tab=webhooks');
  await expect(settingsTab(page, 'Profile')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL('/company-settings');
  await expect(settingsTab(page, 'API keys')).toBeVisible();
  await expect(settingsTab(page, 'Webhooks')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Webhooks' })).toHaveCount(0);
});
