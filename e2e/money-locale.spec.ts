import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAs } from './session';

// A Spanish-speaking user against the mock (a 18,40 US$ balance, the mock card element): amounts
// are read and named the way Spanish writes them, so "10,50" is ten and a half, never 1050, and
// what reads two ways is refused before anything is sent.
const PAYMENT_PATHS = ['/billing/create_payment_intent/', '/billing/charge/'];

async function openAddFunds(page: Page) {
  await signInAs(page, 'user', { tourSeen: 'true', language: 'es' });
  await page.goto('/company-settings?tab=billing');
  await expect(page.getByTestId('billing-balance')).toHaveText(/^18,40\sUS\$$/);
  await page.getByRole('button', { name: 'Añadir fondos' }).click();
  const form = page.getByRole('dialog', { name: 'Añadir fondos' });
  // The default card is offered first; these tests pay with a card typed in.
  await form.getByText('Usar otra tarjeta').click();
  await form.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await form.getByLabel('Fecha de caducidad (MM / AA)').fill('12 / 30');
  await form.getByLabel('CVC').fill('123');
  return { form, amount: form.getByRole('textbox', { name: /^Importe \(USD\)/ }) };
}

/** Every request for a payment the page makes from now on. */
function watchPayments(page: Page): { path: string; body: unknown }[] {
  const sent: { path: string; body: unknown }[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    const known = PAYMENT_PATHS.find((candidate) => path.endsWith(candidate));
    if (known) sent.push({ path: known, body: request.postDataJSON() });
  });
  return sent;
}

const paymentRequest = (page: Page, path: string) =>
  page.waitForRequest((request) => new URL(request.url()).pathname.endsWith(path));

test.describe('money in the user’s language', () => {
  test('a Spanish user adds "10,50": the button names 10,50 US$ and 10.5 is what is charged', async ({
    page,
  }) => {
    const { form, amount } = await openAddFunds(page);
    await amount.fill('10,50');
    const pay = form.getByRole('button', { name: /^Pagar 10,50\sUS\$$/ });
    await expect(pay).toBeVisible();
    const intent = paymentRequest(page, '/billing/create_payment_intent/');
    const charge = paymentRequest(page, '/billing/charge/');
    await pay.click();
    expect((await intent).postDataJSON()).toEqual({ amount: 10.5, currency: 'USD' });
    expect((await charge).postDataJSON()).toMatchObject({ amount: 10.5, currency: 'USD' });
    await expect(form).toBeHidden();
  });

  test('an amount that reads two ways says how to write it and sends nothing', async ({ page }) => {
    const sent = watchPayments(page);
    const { form, amount } = await openAddFunds(page);
    for (const [typed, message] of [
      ['10.5', 'Escribe el importe así: 10,50.'],
      ['1,234.56', 'Escribe el importe así: 1234,56.'],
      ['10,505', 'Usa como máximo 2 decimales.'],
      ['diez', 'Introduce un importe como 100 o 49,99.'],
    ] as const) {
      await amount.fill(typed);
      // No amount on the button: there is none to charge.
      await form.getByRole('button', { name: 'Pagar', exact: true }).click();
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(amount).toHaveValue('diez');
    expect(sent).toEqual([]);
  });

  test('a threshold typed the Spanish way is saved as its number', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true', language: 'es' });
    await page.goto('/company-settings?tab=preferences');
    const notifications = page.getByRole('region', { name: 'Notificaciones' });
    const threshold = notifications.getByRole('textbox', { name: /^Aviso de saldo bajo por debajo de/ });
    await threshold.fill('12.5');
    await notifications.getByRole('button', { name: 'Guardar' }).click();
    await expect(notifications.getByText('Escribe un número con este formato: 1234,56')).toBeVisible();

    await threshold.fill('12,5');
    const saved = page.waitForRequest((request) =>
      new URL(request.url()).pathname.endsWith('/update_preference/'),
    );
    await notifications.getByRole('button', { name: 'Guardar' }).click();
    expect((await saved).postDataJSON()).toMatchObject({ notifications: { lowBalanceThreshold: 12.5 } });
  });
});
