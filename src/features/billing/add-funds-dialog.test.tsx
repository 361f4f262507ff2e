import { fireEvent, screen, waitFor } from '@testing-library/react';
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

function serve() {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    sent.push({ path, body: await request.json() });
    return path.endsWith('/create_payment_intent/')
      ? json({
          data: { id: 'pi_1', clientSecret: 'pi_1_secret', amount: 10.5, currency: 'USD', status: 'x' },
        })
      : json({
          data: {
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
          },
        });
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
