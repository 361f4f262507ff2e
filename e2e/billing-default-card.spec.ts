import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { useOwnData } from './mock-state';
import { signInAs } from './session';

// The billing tab against the stateful mock, in a data set of its own per test: the contract's
// examples (a $18.40 balance, Visa •••• 4242 the default of three cards). What is paid and edited
// must hold after a reload.
const VISA = '6650a1f2c3d4e5f6caca0001';
const MASTERCARD = '6650a1f2c3d4e5f6caca0002';

const sent = (page: Page, method: string, path: string) =>
  page.waitForRequest((req) => req.method() === method && new URL(req.url()).pathname.endsWith(path));

async function open(page: Page) {
  await useOwnData(page);
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto('/company-settings?tab=billing');
  await expect(page.getByTestId('billing-balance')).toHaveText('$18.40');
}

test.describe('billing: the default card', () => {
  // Two loads of the whole console, a payment and a reload: slow on a busy 2-core machine.
  test.slow();

  test('Add funds offers the default card and pays with it; balance and history hold after a reload', async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('button', { name: 'Add funds' }).click();
    const form = page.getByRole('dialog', { name: 'Add funds' });
    const saved = form.getByRole('radio', { name: 'Visa •••• 4242, your default card, expires 08/28' });
    await expect(saved).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Use another card' })).not.toBeChecked();
    await expect(form.getByLabel('Card number')).toHaveCount(0);

    await form.getByRole('textbox', { name: /^Amount \(USD\)/ }).fill('150');
    await expect(form.getByTestId('add-funds-summary')).toHaveText(
      '$150.00 will be charged to Visa •••• 4242.',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    let intents = 0;
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.endsWith('/create_payment_intent/')) intents += 1;
    });
    const charge = sent(page, 'POST', '/billing/charge/');
    await form.getByRole('button', { name: 'Pay $150.00' }).click();
    expect((await charge).postDataJSON()).toEqual({ amount: 150, currency: 'USD', cardId: VISA });
    await expect(page.getByText('$150.00 added to your balance')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(page.getByTestId('billing-balance')).toHaveText('$168.40');
    expect(intents).toBe(0);

    await page.reload();
    await expect(page.getByTestId('billing-balance')).toHaveText('$168.40');
    // Newest first: the top-up just paid heads the history.
    const topUp = page.getByRole('table', { name: 'Billing history' }).getByRole('row').nth(1);
    await expect(topUp).toContainText('+$150.00');
    await expect(topUp).toContainText('Balance top-up');
    await expect(topUp).toContainText('Visa •••• 4242');
  });

  test('another card can still be chosen instead of the default one', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Add funds' }).click();
    const form = page.getByRole('dialog', { name: 'Add funds' });
    await form.getByText('Use another card').click();
    await expect(form.getByRole('radio', { name: 'Use another card' })).toBeChecked();
    await form.getByRole('textbox', { name: /^Amount \(USD\)/ }).fill('20');
    await expect(form.getByTestId('add-funds-summary')).toHaveText(
      '$20.00 will be charged to the card you enter.',
    );
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByLabel('Expiry date (MM / YY)').fill('12 / 30');
    await form.getByLabel('CVC').fill('123');
    const charge = sent(page, 'POST', '/billing/charge/');
    await form.getByRole('button', { name: 'Pay $20.00' }).click();
    const body = (await charge).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ amount: 20, currency: 'USD' });
    expect(body).not.toHaveProperty('cardId');
    await expect(form).toBeHidden();
    await expect(page.getByTestId('billing-balance')).toHaveText('$38.40');
  });

  test('a card is edited; a past date is refused, a failed save keeps what was typed, the edit holds', async ({
    page,
  }) => {
    await open(page);
    const cards = page.getByRole('table', { name: 'Cards' });
    const row = cards.getByRole('row').filter({ hasText: 'Mastercard •••• 4444' });
    await expect(row).toContainText('03/27');
    await row.getByRole('button', { name: 'Edit Mastercard •••• 4444' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit Mastercard •••• 4444' });
    const holder = drawer.getByRole('textbox', { name: /^Name on the card/ });
    await expect(holder).toHaveValue('BrightSmile Dental Group');
    const month = drawer.getByLabel(/^Expiry month/);
    const year = drawer.getByLabel(/^Expiry year/);
    await expect(month).toHaveValue('3');
    await expect(year).toHaveValue('2027');
    expect(await seriousA11yViolations(page)).toEqual([]);

    let puts = 0;
    page.on('request', (req) => {
      if (req.method() === 'PUT' && new URL(req.url()).pathname.endsWith(`/cards/${MASTERCARD}/`)) puts += 1;
    });
    await month.fill('1');
    await year.fill('2026');
    await drawer.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('The expiry date is in the past', { exact: false })).toBeVisible();
    expect(puts).toBe(0);

    await holder.fill('BrightSmile Dental Billing');
    await month.fill('11');
    await year.fill('2029');
    await page.route(`**/api/cards/${MASTERCARD}/`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { message: 'The card provider is not answering.' } })
        : route.fallback(),
    );
    await drawer.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('The card provider is not answering.')).toBeVisible();
    await expect(holder).toHaveValue('BrightSmile Dental Billing');
    await expect(month).toHaveValue('11');
    await page.unroute(`**/api/cards/${MASTERCARD}/`);

    const update = sent(page, 'PUT', `/cards/${MASTERCARD}/`);
    await drawer.getByRole('button', { name: 'Save card' }).click();
    expect((await update).postDataJSON()).toEqual({
      holderName: 'BrightSmile Dental Billing',
      expMonth: 11,
      expYear: 2029,
    });
    await expect(page.getByText('Card updated')).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(row).toContainText('11/29');

    await page.reload();
    const again = page
      .getByRole('table', { name: 'Cards' })
      .getByRole('row')
      .filter({ hasText: 'Mastercard •••• 4444' });
    await expect(again).toContainText('11/29');
    await expect(again).toContainText('BrightSmile Dental Billing');
  });
});
