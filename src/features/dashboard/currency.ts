import { numberFormat } from '@/lib/intl-cache';

// The rate service gives the units of each currency one US dollar buys: amounts convert through USD.
// Without usable rates an amount stays in its own currency and is flagged.
export type Rates = Readonly<Record<string, unknown>>;

const CODE = /^[A-Z]{3}$/;

export function normaliseCurrency(code: unknown): string {
  if (typeof code !== 'string') return 'USD';
  const upper = code.trim().toUpperCase();
  return CODE.test(upper) ? upper : 'USD';
}

const rateOf = (rates: Rates | undefined, code: string): number | null => {
  if (code === 'USD') return 1;
  const rate = rates?.[code];
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : null;
};

export interface Money {
  amount: number;
  currency: string;
  fallback: boolean;
}

export function convert(amount: number, from: string, to: string, rates: Rates | undefined): Money {
  const source = normaliseCurrency(from);
  const target = normaliseCurrency(to);
  if (source === target) return { amount, currency: target, fallback: false };
  const fromRate = rateOf(rates, source);
  const toRate = rateOf(rates, target);
  if (fromRate === null || toRate === null) return { amount, currency: source, fallback: true };
  return { amount: (amount / fromRate) * toRate, currency: target, fallback: false };
}

export function formatMoney(money: Pick<Money, 'amount' | 'currency'>, locale: string): string {
  try {
    return numberFormat(locale, { style: 'currency', currency: money.currency }).format(money.amount);
  } catch {
    return `${numberFormat(locale, { maximumFractionDigits: 2 }).format(money.amount)} ${money.currency}`;
  }
}
