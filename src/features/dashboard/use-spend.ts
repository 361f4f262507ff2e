import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usdRatesQuery } from '@/api/exchange-rates';
import { useUser } from '@/lib/session/session-store';
import { convert, normaliseCurrency, type Money } from './currency';

export interface Spend {
  target: string;
  pending: boolean;
  convert: (amount: number) => Money;
}

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
