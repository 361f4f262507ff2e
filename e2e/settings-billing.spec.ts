import type { Page, Route } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';
import { settled } from './settled';

// The billing tab of /company-settings against the mock (the contract's examples: a $18.40 balance
// under the $25 threshold, the Growth plan, three cards, six records of 24), paying with the mock
// card payment provider that stands in for the real one in mock mode.
const INTENT_ID = 'pi_3QmT7bLkdIwHu7ix0K2f9aRz';

const request = (page: Page, method: string, path: string) =>
  page.waitForRequest((req) => req.method() === method && new URL(req.url()).pathname.endsWith(path));

async function open(page: Page) {
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto('/company-settings?tab=billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Company settings' })).toBeVisible();
  await expect(page.getByTestId('billing-balance')).toHaveText('$18.40');
}

/** Counts the reads of the balance, and answers them with `balance` once set. */
async function watchBalance(page: Page) {
  const state = { reads: 0, balance: null as number | null };
  await page.route('**/api/billing/fetch/', async (route: Route) => {
    state.reads += 1;
    const response = await route.fetch();
    const json = (await response.json()) as { data: { balance: { balance: number } } };
    if (state.balance !== null) json.data.balance.balance = state.balance;
    await route.fulfill({ response, json });
  });
  return state;
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function fillAddFunds(page: Page, amount: string, number: string) {
  await page.getByRole('button', { name: 'Add funds' }).click();
  const form = dialog(page, 'Add funds');
  // The default card is offered first; these tests pay with a card typed in.
  await form.getByText('Use another card').click();
  await form.getByRole('textbox', { name: /^Amount \(USD\)/ }).fill(amount);
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry date (MM / YY)').fill('12 / 30');
  await form.getByLabel('CVC').fill('123');
  return form;
}

test.describe('company settings: billing', () => {
  test('shows the balance with its low-balance hint, usage, the plan, the cards and the history', async ({
    page,
  }) => {
    await open(page);
    await expect(page.getByText('Your balance is below $25.00.', { exact: false })).toBeVisible();
    await expect(page.getByText('2,412 of 2,000 call minutes used')).toBeVisible();
    await expect(page.getByText('412 minutes beyond your plan')).toBeVisible();
    await expect(page.getByTestId('billing-current-plan')).toHaveText('Growth');
    await expect(page.getByRole('article', { name: 'Enterprise' })).toContainText('$499.00 a month');
    const cards = page.getByRole('table', { name: 'Cards' });
    await expect(cards.getByRole('row')).toHaveCount(4);
    await expect(cards.getByRole('row').filter({ hasText: 'Visa •••• 4242' })).toContainText('Default');
    await expect(cards.getByRole('row').filter({ hasText: 'Mastercard •••• 4444' })).toContainText('03/27');
    const history = page.getByRole('table', { name: 'Billing history' });
    await expect(history.getByRole('row')).toHaveCount(7);
    await expect(history.getByRole('row').filter({ hasText: 'Goodwill credit' })).toContainText('+$12.50');
    await expect(history.getByRole('row').filter({ hasText: 'Overage' })).toContainText('−$41.20');
    await expect(history.getByRole('row').filter({ hasText: 'Mastercard •••• 4444' })).toContainText(
      'Failed',
    );
    const pages = page.getByRole('navigation', { name: 'Pages of the billing history' });
    await expect(pages).toContainText('1–6 of 24');
    const next = request(page, 'POST', '/billing/fetch/');
    await pages.getByRole('button', { name: 'Next' }).click();
    expect((await next).postDataJSON()).toEqual({
      pageIndex: 1,
      pageSize: 10,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('adds funds with 4242: a payment intent, the confirmation, the charge, then the new balance', async ({
    page,
  }) => {
    const balance = await watchBalance(page);
    await open(page);
    const form = await fillAddFunds(page, '150', '4242 4242 4242 4242');
    await expect(form.getByText('4000 0000 0000 0002 is declined', { exact: false })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const intent = request(page, 'POST', '/billing/create_payment_intent/');
    const charge = request(page, 'POST', '/billing/charge/');
    balance.balance = 168.4;
    await form.getByRole('button', { name: 'Pay' }).click();
    expect((await intent).postDataJSON()).toEqual({ amount: 150, currency: 'USD' });
    expect((await charge).postDataJSON()).toEqual({
      amount: 150,
      currency: 'USD',
      paymentIntentId: INTENT_ID,
    });
    await expect(page.getByText('$100.00 added to your balance')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(page.getByTestId('billing-balance')).toHaveText('$168.40');
    await expect(page.getByText('Your balance is below', { exact: false })).toBeHidden();
  });

  test('a declined card (4000 0000 0000 0002) shows the decline, keeps the amount and charges nothing', async ({
    page,
  }) => {
    const balance = await watchBalance(page);
    await open(page);
    const charges: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.endsWith('/billing/charge/')) charges.push(req.url());
    });
    const form = await fillAddFunds(page, '2', '4000 0000 0000 0002');
    await form.getByRole('button', { name: 'Pay' }).click();
    await expect(form.getByText('The smallest amount is $5.00.')).toBeVisible();

    await form.getByRole('textbox', { name: /^Amount/ }).fill('150');
    const intent = request(page, 'POST', '/billing/create_payment_intent/');
    await form.getByRole('button', { name: 'Pay' }).click();
    await intent;
    await expect(form.getByRole('alert')).toHaveText('Your card was declined.');
    await expect(form.getByRole('textbox', { name: /^Amount/ })).toHaveValue('150');
    expect(charges).toEqual([]);
    const reads = balance.reads;
    await settled(page);
    expect(balance.reads).toBe(reads);
    await expect(page.getByTestId('billing-balance')).toHaveText('$18.40');
  });

  for (const status of [402, 500]) {
    test(`a refusal of the charge by the server (${status}) shows its message and keeps the amount`, async ({
      page,
    }) => {
      const balance = await watchBalance(page);
      await open(page);
      const message =
        status === 402
          ? 'The payment could not be verified with the bank.'
          : 'Payments are down for maintenance.';
      await page.route('**/api/billing/charge/', (route) =>
        route.fulfill({ status, json: { message }, headers: { 'content-type': 'application/json' } }),
      );
      const form = await fillAddFunds(page, '75.50', '4242424242424242');
      const charge = request(page, 'POST', '/billing/charge/');
      await form.getByRole('button', { name: 'Pay' }).click();
      expect((await charge).postDataJSON()).toEqual({
        amount: 75.5,
        currency: 'USD',
        paymentIntentId: INTENT_ID,
      });
      await expect(form.getByRole('alert')).toHaveText(message);
      await expect(form.getByRole('textbox', { name: /^Amount/ })).toHaveValue('75.50');
      const reads = balance.reads;
      await settled(page);
      expect(balance.reads).toBe(reads);
      await expect(page.getByTestId('billing-balance')).toHaveText('$18.40');
    });
  }

  test('adds a card through the provider element, sending only its payment method', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Add card' }).click();
    const form = dialog(page, 'Add a card');
    await expect(form.getByRole('textbox', { name: 'Name on the card' })).toHaveValue('Maya Thompson');
    await form.getByLabel('Card number').fill('4242 4242 4242 4241');
    await form.getByLabel('Expiry date (MM / YY)').fill('08/29');
    await form.getByLabel('CVC').fill('321');
    let posted = false;
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname.endsWith('/api/cards/')) posted = true;
    });
    await form.getByRole('button', { name: 'Add card' }).click();
    await expect(form.getByRole('alert')).toHaveText('Your card number is invalid.');
    expect(posted).toBe(false);

    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByText('Make it the default card').click();
    const sent = request(page, 'POST', '/api/cards/');
    await form.getByRole('button', { name: 'Add card' }).click();
    expect((await sent).postDataJSON()).toEqual({
      paymentMethodId: 'pm_mock_4242_0829',
      holderName: 'Maya Thompson',
      setAsDefault: true,
    });
    await expect(page.getByText('Card added')).toBeVisible();
    await expect(form).toBeHidden();
  });

  test('makes another card the default', async ({ page }) => {
    await open(page);
    const sent = request(page, 'POST', '/cards/set_default_card/');
    await page.getByRole('button', { name: 'Make Mastercard •••• 4444 the default card' }).click();
    expect((await sent).postDataJSON()).toEqual({ id: '6650a1f2c3d4e5f6caca0002' });
    await expect(page.getByText('Default card updated')).toBeVisible();
  });

  test('removes the default card after a confirmation naming the next default', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Remove Visa •••• 4242' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove card' });
    await expect(confirm).toContainText('Remove Visa •••• 4242?');
    await expect(confirm).toContainText(
      'It is your default card: American Express •••• 8431 becomes the default.',
    );
    const sent = request(page, 'DELETE', '/cards/6650a1f2c3d4e5f6caca0001/');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await sent;
    await expect(page.getByText('Card removed')).toBeVisible();
    await expect(confirm).toBeHidden();
  });

  test('subscribes to another plan, paying with the default card', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Subscribe to Enterprise' }).click();
    const confirm = dialog(page, 'Subscribe to Enterprise');
    await expect(confirm).toContainText('$499.00 a month');
    await expect(confirm).toContainText('Visa •••• 4242, your default card');
    const sent = request(page, 'POST', '/billing/subscribe_plan/');
    await confirm.getByRole('button', { name: 'Subscribe and pay' }).click();
    expect((await sent).postDataJSON()).toEqual({
      planId: '6650a1f2c3d4e5f688880003',
      cardId: '6650a1f2c3d4e5f6caca0001',
    });
    await expect(page.getByText('You are now subscribed to the Growth plan')).toBeVisible();
    await expect(confirm).toBeHidden();
  });

  test('a failed read of the balance shows an error with a retry', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    let fail = true;
    await page.route('**/api/billing/fetch/', (route) =>
      fail
        ? route.fulfill({ status: 500, json: { message: 'Billing is unavailable right now.' } })
        : route.fallback(),
    );
    await page.goto('/company-settings?tab=billing');
    await expect(page.getByText('Billing is unavailable right now.')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).first().click();
    await expect(page.getByTestId('billing-balance')).toHaveText('$18.40');
  });
});
