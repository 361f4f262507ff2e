/**
 * Spend in the user's currency. The exchange-rate service gives, for one US dollar, how many units
 * of each currency it buys (`rates[X]`); amounts are converted through USD. When the rates are
 * missing or unusable the amount stays in its own currency (USD for this API) and is flagged.
 */
export type Rates = Readonly<Record<string, unknown>>;

const CODE = /^[A-Z]{3}$/;

/** An ISO 4217 code as the console uses it (upper case), or USD for anything else. */
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
  /** True when the user's currency was wanted but the amount had to stay in its own currency. */
  fallback: boolean;
}

/** `amount` of currency `from` in currency `to`, using USD-based `rates`. */
export function convert(amount: number, from: string, to: string, rates: Rates | undefined): Money {
  const source = normaliseCurrency(from);
  const target = normaliseCurrency(to);
  if (source === target) return { amount, currency: target, fallback: false };
  const fromRate = rateOf(rates, source);
  const toRate = rateOf(rates, target);
  if (fromRate === null || toRate === null) return { amount, currency: source, fallback: true };
  return { amount: (amount / fromRate) * toRate, currency: target, fallback: false };
}

/** The amount as money in the language's format; a plain number if the code is unknown to Intl. */
export function formatMoney(money: Pick<Money, 'amount' | 'currency'>, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency }).format(
      money.amount,
    );
  } catch {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(money.amount)} ${money.currency}`;
  }
}
