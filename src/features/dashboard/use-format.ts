import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, numberFormat } from '@/lib/intl-cache';
import type { Interval } from './dashboard-period';

const asDate = (value: string): Date | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** Dates are calendar days, formatted in UTC so that they are shown as given, never a day off. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en';
  return useMemo(() => {
    const whole = numberFormat(locale, { maximumFractionDigits: 0 });
    const oneDecimal = numberFormat(locale, { maximumFractionDigits: 1 });
    const compact = numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const day = dateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const fullDay = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const month = dateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    const date = (value: string, format: Intl.DateTimeFormat) => {
      const parsed = asDate(value);
      return parsed ? format.format(parsed) : value;
    };
    return {
      locale,
      count: (value: number) => whole.format(value),
      decimal: (value: number) => oneDecimal.format(value),
      compact: (value: number) => compact.format(value),
      percent: (value: number) => percent.format(value / 100),
      day: (value: string) => date(value, day),
      fullDay: (value: string) => date(value, fullDay),
      periodLabel: (value: string, interval: Interval) => date(value, interval === 'month' ? month : day),
    };
  }, [locale]);
}

export type Format = ReturnType<typeof useFormat>;
