import type { components } from '@/api/schema.gen';
import { parseLocaleNumber } from '@/lib/locale-number';
import type { Plan } from '@/api/models/schemas';

export type { Plan } from '@/api/models/schemas';

export type BillingRecord = components['schemas']['BillingRecord'];
export type BillingSummary = components['schemas']['BillingSummary'];
export type Card = components['schemas']['Card'];
export type ChargeInput = components['schemas']['BillingChargeInput'];
export type CardInput = components['schemas']['CardInput'];
export type SubscribeInput = components['schemas']['BillingSubscribeInput'];

/** The contract's bounds (BillingChargeInput / PaymentIntentInput `amount`). */
export const MIN_AMOUNT = 5;
export const MAX_AMOUNT = 10000;

export type AmountCheck =
  | { amount: number }
  | { problem: 'required' | 'invalid' | 'negative' | 'tooSmall' | 'tooLarge' }
  /** Another convention reads it (en "10,50"): `suggestion` is that reading in the user's. */
  | { problem: 'ambiguous'; suggestion: string }
  | { problem: 'decimals'; decimals: number };

export type AmountProblem = Extract<AmountCheck, { problem: string }>['problem'];

export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** Never more decimals than the currency has, so that the amount shown is the amount sent. */
export function parseAmount(text: string, language: string, currency: string): AmountCheck {
  const read = parseLocaleNumber(text, language, { maxDecimals: currencyDigits(currency) });
  if (!read.ok) {
    if (read.problem === 'empty') return { problem: 'required' };
    if (read.problem === 'malformed') return { problem: 'invalid' };
    if (read.problem === 'ambiguous') return { problem: 'ambiguous', suggestion: read.suggestion };
    if (read.problem === 'decimals') return { problem: 'decimals', decimals: read.maxDecimals };
    return { problem: 'negative' };
  }
  if (read.value < MIN_AMOUNT) return { problem: 'tooSmall' };
  if (read.value > MAX_AMOUNT) return { problem: 'tooLarge' };
  return { amount: read.value };
}

export function formatCharge(amount: number, currency: string, language: string): string {
  const digits = currencyDigits(currency);
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    return `${amount.toFixed(digits)} ${currency}`;
  }
}

export const savedCardChargeBody = (
  amount: number,
  currency: string,
  card: Pick<Card, 'id'>,
): ChargeInput => ({ amount, currency, cardId: card.id });

export const confirmedChargeBody = (
  amount: number,
  currency: string,
  paymentIntentId: string,
): ChargeInput => ({
  amount,
  currency,
  paymentIntentId,
});

export function cardBody(paymentMethodId: string, holderName: string, setAsDefault: boolean): CardInput {
  const name = holderName.trim();
  return { paymentMethodId, ...(name ? { holderName: name.slice(0, 120) } : {}), setAsDefault };
}

export const subscribeBody = (plan: Pick<Plan, 'id'>, card: Pick<Card, 'id'> | null): SubscribeInput => ({
  planId: plan.id,
  ...(card ? { cardId: card.id } : {}),
});

export const isLowBalance = (summary: Pick<BillingSummary, 'balance' | 'lowBalanceThreshold'>): boolean =>
  Number.isFinite(summary.balance) && (summary.balance <= 0 || summary.balance < summary.lowBalanceThreshold);

export interface Usage {
  used: number;
  included: number;
  percent: number;
  overage: number;
}

export function usageOf(summary: Pick<BillingSummary, 'minutesUsed' | 'minutesIncluded'>): Usage {
  const safe = (value: number) => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);
  const used = safe(summary.minutesUsed);
  const included = safe(summary.minutesIncluded);
  const percent = included === 0 ? (used > 0 ? 100 : 0) : Math.min(100, Math.round((used / included) * 100));
  return { used, included, percent, overage: Math.max(0, used - included) };
}

export const amountSign = (type: BillingRecord['type']): '+' | '−' =>
  type === 'usage' || type === 'subscription' || type === 'refund' ? '−' : '+';

export const currentPlan = (plans: readonly Plan[], planName: string | null): Plan | undefined =>
  planName ? plans.find((plan) => plan.name === planName) : undefined;

export const choosablePlans = (plans: readonly Plan[], current: Plan | undefined): Plan[] =>
  plans.filter((plan) => plan.isActive && plan.id !== current?.id);

export const defaultCard = (cards: readonly Card[]): Card | undefined => cards.find((card) => card.isDefault);

/** An expired card would only be declined: Add funds then asks for another one. */
export const payableCard = (card: Card | null | undefined, now: Date = new Date()): Card | null =>
  card && !isCardExpired(card, now) ? card : null;

export type PayWith = 'saved' | 'new';

/** Nothing is chosen while the default card is being read; then the default card unless another was asked for. */
export const payMethod = (loading: boolean, saved: Card | null, choice: PayWith | null): PayWith | null =>
  loading ? null : saved && choice !== 'new' ? 'saved' : 'new';

const BRANDS: Partial<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};
export const brandName = (brand: Card['brand']): string => BRANDS[brand] ?? brand;

export const cardLabel = (card: Pick<Card, 'brand' | 'last4'>): string =>
  `${brandName(card.brand)} •••• ${card.last4}`;

export const cardExpiry = (card: Pick<Card, 'expMonth' | 'expYear'>): string =>
  `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;

export function isCardExpired(card: Pick<Card, 'expMonth' | 'expYear'>, now: Date = new Date()): boolean {
  const year = now.getFullYear();
  return card.expYear < year || (card.expYear === year && card.expMonth < now.getMonth() + 1);
}

/** The contract: the newest other card becomes the default. */
export function afterRemoval(
  cards: readonly Card[],
  card: Card,
): { kind: 'plain' } | { kind: 'newDefault'; next: Card } | { kind: 'last' } {
  if (!card.isDefault) return { kind: 'plain' };
  const others = cards
    .filter((other) => other.id !== card.id)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  return others[0] ? { kind: 'newDefault', next: others[0] } : { kind: 'last' };
}
