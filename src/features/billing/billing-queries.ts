import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { serverError, unwrap } from '@/api/errors';
import { $api } from '@/api/queries';
import { everyRead } from '@/api/reads';
import { useApiMutation } from '@/components/use-api-mutation';
import type { CardElement, PaymentProvider } from '@/lib/payments/payment-provider';
import {
  cardBody,
  cardLabel,
  confirmedChargeBody,
  savedCardChargeBody,
  subscribeBody,
  type BillingRecord,
  type Card,
  type Plan,
} from './billing-model';
import type { CardUpdate } from './card-edit';

export const HISTORY_PAGE_SIZE = 10;

export const billingPageQuery = (pageIndex: number) => ({
  ...$api.queryOptions('post', '/billing/fetch/', {
    body: { pageIndex, pageSize: HISTORY_PAGE_SIZE, sortBy: 'createdAt', sortOrder: 'desc' },
  }),
  placeholderData: keepPreviousData,
});

export const cardsQuery = () => $api.queryOptions('post', '/cards/fetch/');

export const defaultCardQuery = () => $api.queryOptions('post', '/cards/get_default_card/');

export const plansQuery = () => $api.queryOptions('get', '/plans');

const billingReads = () => [everyRead(billingPageQuery(0))];

const cardReads = () => [cardsQuery(), defaultCardQuery()];

export type AddFundsOutcome =
  /** The balance grew (or will, once the provider settles: `pending`). */
  | { kind: 'done'; record: BillingRecord; message?: string }
  | { kind: 'refused'; message?: string; recorded: boolean };

interface AddFundsInput {
  provider: PaymentProvider;
  card: CardElement;
  amount: number;
  currency: string;
}

type ChargeAnswer = { message?: string; data: BillingRecord };

function chargeOutcome(answer: ChargeAnswer): AddFundsOutcome {
  if (answer.data.status === 'failed') return { kind: 'refused', message: answer.message, recorded: true };
  return { kind: 'done', record: answer.data, message: answer.message };
}

/** Throws (with the server's message) when a call fails; a decline is an outcome, not an error. */
export async function addFunds({
  provider,
  card,
  amount,
  currency,
}: AddFundsInput): Promise<AddFundsOutcome> {
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
  return chargeOutcome(charge.data);
}

interface SavedCardInput {
  saved: Card;
  amount: number;
  currency: string;
}

// The card is named even when it is the default: a default changed meanwhile must not be charged instead.
export async function chargeSavedCard({ saved, amount, currency }: SavedCardInput): Promise<AddFundsOutcome> {
  const { data, error, response } = await api.POST('/billing/charge/', {
    body: savedCardChargeBody(amount, currency, saved),
  });
  if (data) return chargeOutcome(data);
  if (response.status === 402)
    return { kind: 'refused', message: serverError(error).message, recorded: false };
  throw serverError(error);
}

export type FundsPayment = ({ with: 'new' } & AddFundsInput) | ({ with: 'saved' } & SavedCardInput);

export function useAddFunds() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (payment: FundsPayment) =>
      payment.with === 'saved' ? chargeSavedCard(payment) : addFunds(payment),
    failure: t('billing.addFunds.failed'),
    invalidates: (outcome) => (outcome.kind === 'done' || outcome.recorded ? billingReads() : []),
  });
}

export function useAddCard() {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (card: { paymentMethodId: string; holderName: string; setAsDefault: boolean }) =>
      unwrap(
        api.POST('/cards/', { body: cardBody(card.paymentMethodId, card.holderName, card.setAsDefault) }),
      ),
    success: t('billing.cards.done.add'),
    failure: t('billing.cards.failed.add'),
    invalidates: cardReads(),
  });
}

export function useUpdateCard(card: Card, onDone: () => void) {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (body: CardUpdate) =>
      unwrap(api.PUT('/cards/{id}/', { params: { path: { id: card.id } }, body })),
    success: t('billing.cards.done.edit', { card: cardLabel(card) }),
    failure: t('billing.cards.failed.edit'),
    onSuccess: onDone,
    invalidates: cardReads(),
  });
}

export type CardChange = { kind: 'setDefault'; card: Card } | { kind: 'delete'; card: Card };

export function useCardChange(onDone: () => void) {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: (action: CardChange): Promise<{ message?: string }> =>
      action.kind === 'setDefault'
        ? unwrap(api.POST('/cards/set_default_card/', { body: { id: action.card.id } }))
        : unwrap(api.DELETE('/cards/{id}/', { params: { path: { id: action.card.id } } })),
    success: (_answer, action) => t(`billing.cards.done.${action.kind}`, { card: cardLabel(action.card) }),
    failure: (action) => t(`billing.cards.failed.${action.kind}`),
    onSuccess: onDone,
    invalidates: cardReads(),
  });
}

export function useSubscribePlan(plan: Plan, card: Card, onDone: () => void) {
  const { t } = useTranslation();
  return useApiMutation({
    mutationFn: () => unwrap(api.POST('/billing/subscribe_plan/', { body: subscribeBody(plan, card) })),
    success: t('billing.plan.subscribed', { name: plan.name }),
    failure: t('billing.plan.failed'),
    onSuccess: onDone,
    invalidates: billingReads(),
  });
}
