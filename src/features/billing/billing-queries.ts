import { keepPreviousData, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/client';
import { errorMessage, serverError, unwrap } from '@/api/errors';
import { $api } from '@/api/queries';
import { notify } from '@/components/toaster';
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

const invalidateBilling = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: billingPageQuery(0).queryKey.slice(0, 2) });

const invalidateCards = (queryClient: QueryClient) =>
  Promise.all(
    [cardsQuery(), defaultCardQuery()].map(({ queryKey }) => queryClient.invalidateQueries({ queryKey })),
  );

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: FundsPayment) =>
      payment.with === 'saved' ? chargeSavedCard(payment) : addFunds(payment),
    onSuccess: async (outcome) => {
      if (outcome.kind === 'done' || outcome.recorded) await invalidateBilling(queryClient);
    },
  });
}

export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (card: { paymentMethodId: string; holderName: string; setAsDefault: boolean }) => {
      return (
        await unwrap(
          api.POST('/cards/', {
            body: cardBody(card.paymentMethodId, card.holderName, card.setAsDefault),
          }),
        )
      ).message;
    },
    onSuccess: () => invalidateCards(queryClient),
  });
}

export function useUpdateCard(card: Card, onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CardUpdate) => {
      return (await unwrap(api.PUT('/cards/{id}/', { params: { path: { id: card.id } }, body }))).message;
    },
    onSuccess: async (message) => {
      notify('success', message || t('billing.cards.done.edit', { card: cardLabel(card) }));
      onDone();
      await invalidateCards(queryClient);
    },
    onError: (error) => notify('error', errorMessage(error, t('billing.cards.failed.edit'))),
  });
}

export type CardChange = { kind: 'setDefault'; card: Card } | { kind: 'delete'; card: Card };

export function useCardChange(onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: CardChange): Promise<string | undefined> => {
      if (action.kind === 'setDefault') {
        return (await unwrap(api.POST('/cards/set_default_card/', { body: { id: action.card.id } }))).message;
      }
      return (await unwrap(api.DELETE('/cards/{id}/', { params: { path: { id: action.card.id } } }))).message;
    },
    onSuccess: async (message, action) => {
      notify('success', message || t(`billing.cards.done.${action.kind}`, { card: cardLabel(action.card) }));
      onDone();
      await invalidateCards(queryClient);
    },
    onError: (error, action) =>
      notify('error', errorMessage(error, t(`billing.cards.failed.${action.kind}`))),
  });
}

export function useSubscribePlan(plan: Plan, card: Card, onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      return (await unwrap(api.POST('/billing/subscribe_plan/', { body: subscribeBody(plan, card) })))
        .message;
    },
    onSuccess: async (message) => {
      notify('success', message || t('billing.plan.subscribed', { name: plan.name }));
      await invalidateBilling(queryClient);
      onDone();
    },
    onError: (error) => notify('error', errorMessage(error, t('billing.plan.failed'))),
  });
}
