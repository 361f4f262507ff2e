import { api } from '@/api/client';
import { serverError } from '@/api/errors';
import type { CardElement, PaymentProvider } from '@/lib/payments/payment-provider';
import { confirmedChargeBody, type BillingRecord } from './billing-model';

export type AddFundsOutcome =
  /** The balance grew (or will, once the provider settles: `pending`). */
  | { kind: 'done'; record: BillingRecord; message?: string }
  /** The provider declined, or the server recorded a failed charge: nothing was added. */
  | { kind: 'refused'; message?: string; recorded: boolean };

/**
 * Adds funds: a payment intent from the server, confirmed in the browser with the provider's
 * card element, then recorded with POST /billing/charge/. Throws (with the server's message) when
 * a call fails; a decline is an outcome, not an error.
 */
export async function addFunds(
  provider: PaymentProvider,
  card: CardElement,
  amount: number,
  currency: string,
): Promise<AddFundsOutcome> {
  const intent = await api.POST('/billing/create_payment_intent/', { body: { amount, currency } });
  if (!intent.data) throw serverError(intent.error);
  const confirmed = await provider.confirmPayment(intent.data.data.clientSecret, card);
  if ('error' in confirmed) return { kind: 'refused', message: confirmed.error, recorded: false };
  if (confirmed.status !== 'succeeded' && confirmed.status !== 'processing') {
    return { kind: 'refused', recorded: false };
  }
  const charge = await api.POST('/billing/charge/', {
    body: confirmedChargeBody(amount, currency, intent.data.data.id),
  });
  if (!charge.data) throw serverError(charge.error);
  const record = charge.data.data;
  if (record.status === 'failed') return { kind: 'refused', message: charge.data.message, recorded: true };
  return { kind: 'done', record, message: charge.data.message };
}
