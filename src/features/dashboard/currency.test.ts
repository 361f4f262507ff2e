import { describe, expect, it } from 'vitest';
import { convert, formatMoney, normaliseCurrency } from './currency';

const rates = { USD: 1, EUR: 0.92, GBP: 0.79, JPY: 151.4 };

describe('convert', () => {
  it('converts USD into the user currency', () => {
    expect(convert(100, 'USD', 'EUR', rates)).toEqual({ amount: 92, currency: 'EUR', fallback: false });
  });

  it('converts between two other currencies through USD', () => {
    const money = convert(79, 'GBP', 'EUR', rates);
    expect(money.currency).toBe('EUR');
    expect(money.amount).toBeCloseTo(92, 6);
  });

  it('needs no rates when the currencies are the same', () => {
    expect(convert(12.5, 'USD', 'usd', undefined)).toEqual({
      amount: 12.5,
      currency: 'USD',
      fallback: false,
    });
  });

  it('falls back to the source currency without rates', () => {
    expect(convert(171.26, 'USD', 'EUR', undefined)).toEqual({
      amount: 171.26,
      currency: 'USD',
      fallback: true,
    });
  });

  it.each([
    [{ USD: 1 }],
    [{ EUR: 0 }],
    [{ EUR: -1 }],
    [{ EUR: 'lots' }],
    [{ EUR: Number.NaN }],
    [{ EUR: Number.POSITIVE_INFINITY }],
  ])('falls back when the target rate is unusable: %j', (broken) => {
    expect(convert(10, 'USD', 'EUR', broken)).toMatchObject({ currency: 'USD', fallback: true });
  });

  it('treats an unusable user currency as USD', () => {
    expect(convert(10, 'USD', 'euro', rates)).toEqual({ amount: 10, currency: 'USD', fallback: false });
  });
});

describe('normaliseCurrency', () => {
  it.each([
    ['eur', 'EUR'],
    [' GBP ', 'GBP'],
    ['', 'USD'],
    ['EURO', 'USD'],
    [null, 'USD'],
    [42, 'USD'],
  ])('%j -> %s', (input, expected) => {
    expect(normaliseCurrency(input)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it('formats in the language of the user', () => {
    expect(formatMoney({ amount: 1234.5, currency: 'USD' }, 'en')).toBe('$1,234.50');
    expect(formatMoney({ amount: 1234.5, currency: 'EUR' }, 'es')).toMatch(/1234,50\s€|1\.234,50\s€/);
  });

  it('never throws on a code Intl rejects', () => {
    expect(() => formatMoney({ amount: 1, currency: 'XQQ' }, 'en')).not.toThrow();
  });
});
