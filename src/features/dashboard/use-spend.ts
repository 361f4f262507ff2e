import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usdRatesQuery } from '@/api/exchange-rates';
import { useUser } from '@/lib/session/session-store';
import { convert, normaliseCurrency, type Money } from './currency';

export interface Spend {
  /** The user's currency (session info, USD by default). */
  target: string;
  /** True while the rates needed for the conversion are on their way. */
  pending: boolean;
  /** `amount` (in the analysis currency) in the user's currency, or in its own when rates fail. */
  convert: (amount: number) => Money;
}

/**
 * Converts amounts of `source` (the analysis currency) into the user's currency. The rates are
 * fetched only when the two differ; when the service fails, amounts stay in `source` and every
 * converted amount says so (`fallback`).
 */
export function useSpend(source: string | undefined): Spend {
  const user = useUser();
  const target = normaliseCurrency(user.currency);
  const from = normaliseCurrency(source);
  const needed = source !== undefined && from !== target;
  const rates = useQuery({ ...usdRatesQuery(), enabled: needed, select: (data) => data.rates });
  const data = rates.data;
  const convertAmount = useCallback(
    (amount: number) => convert(amount, from, target, data),
    [from, target, data],
  );
  return { target, pending: needed && rates.isPending, convert: convertAmount };
}
