import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardElement, PaymentProvider, PaymentResult } from '@/lib/payments/payment-provider';
import { addFunds, chargeSavedCard } from './billing-queries';

vi.mock('@/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/api/client')>();
  return { ...actual, ...actual.createApiClients({ baseUrl: 'http://api.test', mockMode: false }) };
});

const INTENT = {
  id: 'pi_3QmT7bLkdIwHu7ix0K2f9aRz',
  clientSecret: 'pi_3QmT7bLkdIwHu7ix0K2f9aRz_secret_vX4mPq8sTn2YcWd6LhJr0eKbA',
  amount: 150,
  currency: 'USD',
  status: 'requires_payment_method',
};
const record = (status: 'succeeded' | 'failed') => ({
  id: '6650a1f2c3d4e5f6cbcb0007',
  company: '6650a1f2c3d4e5f6aaaa0001',
  type: 'charge',
  description: 'Balance top-up',
  amount: 150,
  currency: 'USD',
  status,
  card: { brand: 'visa', last4: '4242' },
  invoiceNumber: null,
  createdAt: '2026-11-21T17:05:12Z',
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const card: CardElement = { focus: () => undefined, destroy: () => undefined };
const provider = (result: PaymentResult): PaymentProvider & { confirmed: string[] } => {
  const confirmed: string[] = [];
  return {
    kind: 'mock',
    confirmed,
    mountCard: () => card,
    createPaymentMethod: () => Promise.resolve({ id: 'pm_mock_4242' }),
    confirmPayment: (secret) => {
      confirmed.push(secret);
      return Promise.resolve(result);
    },
  };
};

function serve(charge: Response) {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    sent.push({ path, body: await request.json() });
    return path.endsWith('/create_payment_intent/') ? json({ data: INTENT }) : charge;
  });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('adding funds', () => {
  it('confirms the intent with the card, then records it with POST /billing/charge/', async () => {
    const sent = serve(json({ message: '$150.00 added to your balance', data: record('succeeded') }));
    const payments = provider({ status: 'succeeded' });
    const outcome = await addFunds({ provider: payments, card, amount: 150, currency: 'USD' });
    expect(outcome).toMatchObject({ kind: 'done', message: '$150.00 added to your balance' });
    expect(payments.confirmed).toEqual([INTENT.clientSecret]);
    expect(sent).toEqual([
      { path: '/billing/create_payment_intent/', body: { amount: 150, currency: 'USD' } },
      { path: '/billing/charge/', body: { amount: 150, currency: 'USD', paymentIntentId: INTENT.id } },
    ]);
  });

  it('stops at a decline: the provider’s message, and no charge recorded', async () => {
    const sent = serve(json({ data: record('succeeded') }));
    const outcome = await addFunds({
      provider: provider({ error: 'Your card was declined.' }),
      card,
      amount: 150,
      currency: 'USD',
    });
    expect(outcome).toEqual({ kind: 'refused', message: 'Your card was declined.', recorded: false });
    expect(sent.map((request) => request.path)).toEqual(['/billing/create_payment_intent/']);
  });

  it('reports a failed charge record as refused, and a refusal of the server as an error', async () => {
    serve(json({ message: 'The charge failed', data: record('failed') }));
    await expect(
      addFunds({ provider: provider({ status: 'succeeded' }), card, amount: 150, currency: 'USD' }),
    ).resolves.toEqual({
      kind: 'refused',
      message: 'The charge failed',
      recorded: true,
    });
    serve(json({ message: 'Your card was declined.' }, 402));
    await expect(
      addFunds({ provider: provider({ status: 'succeeded' }), card, amount: 150, currency: 'USD' }),
    ).rejects.toThrow('Your card was declined.');
  });
});

describe('adding funds with a saved card', () => {
  const saved = {
    id: '6650a1f2c3d4e5f6caca0001',
    brand: 'visa' as const,
    last4: '4242',
    expMonth: 8,
    expYear: 2028,
    holderName: 'Maya Thompson',
    isDefault: true,
    createdAt: '2026-02-03T18:22:40Z',
  };

  it('charges the card it names, with no payment intent', async () => {
    const sent = serve(json({ message: '$150.00 added to your balance', data: record('succeeded') }));
    await expect(chargeSavedCard({ saved, amount: 150, currency: 'USD' })).resolves.toMatchObject({
      kind: 'done',
    });
    expect(sent).toEqual([
      { path: '/billing/charge/', body: { amount: 150, currency: 'USD', cardId: saved.id } },
    ]);
  });

  it('takes a 402 as a refusal with nothing recorded, a failed record as recorded, a 500 as an error', async () => {
    serve(json({ message: 'Your card was declined.' }, 402));
    await expect(chargeSavedCard({ saved, amount: 150, currency: 'USD' })).resolves.toEqual({
      kind: 'refused',
      message: 'Your card was declined.',
      recorded: false,
    });
    serve(json({ data: record('failed') }));
    await expect(chargeSavedCard({ saved, amount: 150, currency: 'USD' })).resolves.toMatchObject({
      kind: 'refused',
      recorded: true,
    });
    serve(json({ message: 'Payments are down for maintenance.' }, 500));
    await expect(chargeSavedCard({ saved, amount: 150, currency: 'USD' })).rejects.toThrow(
      'Payments are down for maintenance.',
    );
  });
});
