import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/i18n';
import type { CardElement, PaymentProvider } from '@/lib/payments/payment-provider';
import { renderWithProviders } from '@/test/render';
import { AddFundsDialog } from './add-funds-dialog';

vi.mock('@/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/api/client')>();
  return { ...actual, ...actual.createApiClients({ baseUrl: 'http://api.test', mockMode: false }) };
});

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const card: CardElement = { focus: () => undefined, destroy: () => undefined };
const provider: PaymentProvider = {
  kind: 'provider',
  mountCard: () => card,
  createPaymentMethod: () => Promise.resolve({ id: 'pm_1' }),
  confirmPayment: () => Promise.resolve({ status: 'succeeded' }),
};

const RECORD = {
  id: '6650a1f2c3d4e5f6cbcb0007',
  company: '6650a1f2c3d4e5f6aaaa0001',
  type: 'charge',
  description: 'Balance top-up',
  amount: 10.5,
  currency: 'USD',
  status: 'succeeded',
  card: { brand: 'visa', last4: '4242' },
  invoiceNumber: null,
  createdAt: '2026-11-21T17:05:12Z',
};

const VISA = {
  id: '6650a1f2c3d4e5f6caca0001',
  brand: 'visa',
  last4: '4242',
  expMonth: 8,
  expYear: 2099,
  holderName: 'Maya Thompson',
  isDefault: true,
  createdAt: '2026-02-03T18:22:40Z',
};

/** Answers the default card with `saved` (null: none), and records the payment calls. */
function serve(saved: unknown = null, charge?: Promise<Response>) {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/get_default_card/')) return json({ data: saved });
    sent.push({ path, body: await request.json() });
    if (charge && path.endsWith('/charge/')) return charge;
    return path.endsWith('/create_payment_intent/')
      ? json({
          data: { id: 'pi_1', clientSecret: 'pi_1_secret', amount: 10.5, currency: 'USD', status: 'x' },
        })
      : json({ data: RECORD });
  });
  return sent;
}

async function openDialog(language: Language) {
  const onClose = vi.fn();
  await renderWithProviders(<AddFundsDialog provider={provider} currency="USD" onClose={onClose} />, {
    language,
  });
  return { onClose, amount: await screen.findByRole('textbox', { name: /USD/ }) };
}

describe('adding funds with the default card', () => {
  it(
    'offers it chosen, names card and amount before paying, and charges that very card once',
    { timeout: 20_000 },
    async () => {
      const answers: ((response: Response) => void)[] = [];
      const held = new Promise<Response>((resolve) => answers.push(resolve));
      const sent = serve(VISA, held);
      const { amount, onClose } = await openDialog('en');
      expect(await screen.findByRole('radio', { name: /Visa •••• 4242/ })).toHaveProperty('checked', true);
      expect(screen.queryByRole('group', { name: 'Card details' })).toBeNull();
      fireEvent.change(amount, { target: { value: '150' } });
      expect(screen.getByText('$150.00 will be charged to Visa •••• 4242.')).toBeTruthy();
      const pay = screen.getByRole('button', { name: 'Pay $150.00' });
      fireEvent.click(pay);
      await waitFor(() => expect(pay).toHaveProperty('disabled', true));
      fireEvent.click(pay);
      answers[0]?.(json({ message: '$150.00 added to your balance', data: { ...RECORD, amount: 150 } }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(sent).toEqual([
        { path: '/billing/charge/', body: { amount: 150, currency: 'USD', cardId: VISA.id } },
      ]);
    },
  );

  it('pays with another card through the provider when asked', async () => {
    const sent = serve(VISA);
    const { amount, onClose } = await openDialog('en');
    fireEvent.click(await screen.findByRole('radio', { name: 'Use another card' }));
    expect(await screen.findByRole('group', { name: 'Card details' })).toBeTruthy();
    fireEvent.change(amount, { target: { value: '20' } });
    expect(screen.getByText('$20.00 will be charged to the card you enter.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $20.00' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.map((request) => request.path)).toEqual([
      '/billing/create_payment_intent/',
      '/billing/charge/',
    ]);
    expect(sent[1]?.body).toEqual({ amount: 20, currency: 'USD', paymentIntentId: 'pi_1' });
  });

  it('does not offer an expired default card', async () => {
    serve({ ...VISA, expYear: 2020 });
    await openDialog('en');
    expect(
      await screen.findByText('Your default card, Visa •••• 4242, has expired (08/20): enter another card.'),
    ).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(within(screen.getByRole('dialog')).getByRole('group', { name: 'Card details' })).toBeTruthy();
  });
});

describe('adding funds in the user’s language', () => {
  it('in Spanish charges 10,50 as 10.5, the amount the pay button named', async () => {
    const sent = serve();
    const { amount, onClose } = await openDialog('es');
    fireEvent.change(amount, { target: { value: '10,50' } });
    const pay = screen.getByRole('button', { name: 'Pagar 10,50\u00a0US$' });
    fireEvent.click(pay);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.map((request) => request.body)).toEqual([
      { amount: 10.5, currency: 'USD' },
      { amount: 10.5, currency: 'USD', paymentIntentId: 'pi_1' },
    ]);
  });

  it('refuses an amount that reads two ways, says how to write it, and sends nothing', async () => {
    const sent = serve();
    const { amount } = await openDialog('es');
    fireEvent.change(amount, { target: { value: '10.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText('Escribe el importe así: 10,50.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('in English refuses "10,5" the same way and names "10.50" on the button', async () => {
    const sent = serve();
    const { amount } = await openDialog('en');
    fireEvent.change(amount, { target: { value: '10,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Write the amount as 10.50.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '10.5' } });
    expect(screen.getByRole('button', { name: 'Pay $10.50' })).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
