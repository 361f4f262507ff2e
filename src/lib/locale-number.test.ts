// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatLocaleNumber, numberSymbols, parseLocaleNumber, type ParsedNumber } from './locale-number';

const money = { maxDecimals: 2 };
const ok = (value: number): ParsedNumber => ({ ok: true, value });
const ambiguous = (suggestion: string): ParsedNumber => ({ ok: false, problem: 'ambiguous', suggestion });
const malformed: ParsedNumber = { ok: false, problem: 'malformed' };

describe('numberSymbols', () => {
  it('learns the marks and group sizes from Intl', () => {
    expect(numberSymbols('en')).toEqual({ decimal: '.', group: ',', primary: 3, secondary: 3 });
    expect(numberSymbols('es')).toEqual({ decimal: ',', group: '.', primary: 3, secondary: 3 });
    expect(numberSymbols('fr')).toMatchObject({ decimal: ',', group: ' ' });
    expect(numberSymbols('hi')).toMatchObject({ decimal: '.', group: ',', primary: 3, secondary: 2 });
  });
});

describe('parseLocaleNumber, an amount of money', () => {
  // [typed, English, Spanish]
  const cases: [string, ParsedNumber, ParsedNumber][] = [
    ['10,50', ambiguous('10.50'), ok(10.5)],
    ['10,5', ambiguous('10.50'), ok(10.5)],
    ['10.50', ok(10.5), ambiguous('10,50')],
    ['10.5', ok(10.5), ambiguous('10,50')],
    ['1.234,56', ambiguous('1234.56'), ok(1234.56)],
    ['1,234.56', ok(1234.56), ambiguous('1234,56')],
    ['1.234', { ok: false, problem: 'decimals', maxDecimals: 2 }, ok(1234)],
    ['1,234', ok(1234), { ok: false, problem: 'decimals', maxDecimals: 2 }],
    ['1.234.567,89', ambiguous('1234567.89'), ok(1234567.89)],
    ['1,234,567.89', ok(1234567.89), ambiguous('1234567,89')],
    ['0,5', ambiguous('0.50'), ok(0.5)],
    [',5', ambiguous('0.50'), ok(0.5)],
    ['.5', ok(0.5), ambiguous('0,50')],
    ['10.', ok(10), ambiguous('10,00')],
    ['10,', ambiguous('10.00'), ok(10)],
    ['1,2,3', malformed, malformed],
    ['1.2.3', malformed, malformed],
    ['12,34', ambiguous('12.34'), ok(12.34)],
    ['1,23,456', malformed, malformed],
    ['  150  ', ok(150), ok(150)],
    ['\u00a010,50\u00a0', ambiguous('10.50'), ok(10.5)],
    ['1 234,56', ambiguous('1234.56'), ok(1234.56)],
    ['1\u00a0234.56', ok(1234.56), ambiguous('1234,56')],
    ['1\u202f234', ok(1234), ok(1234)],
    ['10 50', malformed, malformed],
    ['1.234 567', malformed, malformed],
    ['-20', { ok: false, problem: 'negative' }, { ok: false, problem: 'negative' }],
    ['\u221220', { ok: false, problem: 'negative' }, { ok: false, problem: 'negative' }],
    ['-0', ok(0), ok(0)],
    ['--5', malformed, malformed],
    ['+5', malformed, malformed],
    ['5-', malformed, malformed],
    ['', { ok: false, problem: 'empty' }, { ok: false, problem: 'empty' }],
    ['   ', { ok: false, problem: 'empty' }, { ok: false, problem: 'empty' }],
    ['.', malformed, malformed],
    [',', malformed, malformed],
    ['abc', malformed, malformed],
    ['10abc', malformed, malformed],
    ['1e3', malformed, malformed],
    ['0x10', malformed, malformed],
    ['Infinity', malformed, malformed],
    ['NaN', malformed, malformed],
    ['$10', malformed, malformed],
    ['10,50 US$', malformed, malformed],
    ['١٠', malformed, malformed],
    ['１０', malformed, malformed],
    ['12.345', { ok: false, problem: 'decimals', maxDecimals: 2 }, ok(12345)],
    ['12,345', ok(12345), { ok: false, problem: 'decimals', maxDecimals: 2 }],
    ['9999999999999999', malformed, malformed],
    ['007', ok(7), ok(7)],
  ];

  it.each(cases)('reads %j as en and es do', (typed, english, spanish) => {
    expect(parseLocaleNumber(typed, 'en', money)).toEqual(english);
    expect(parseLocaleNumber(typed, 'es', money)).toEqual(spanish);
  });
});

describe('parseLocaleNumber, other numbers', () => {
  it('takes any decimals and a minus when allowed', () => {
    expect(parseLocaleNumber('0,0125', 'es')).toEqual(ok(0.0125));
    expect(parseLocaleNumber('0.0125', 'en')).toEqual(ok(0.0125));
    expect(parseLocaleNumber('-3,5', 'es', { allowNegative: true })).toEqual(ok(-3.5));
    expect(parseLocaleNumber('0.0125', 'es')).toEqual(ambiguous('0,0125'));
  });

  it('refuses decimals in a whole number', () => {
    expect(parseLocaleNumber('1,5', 'es', { maxDecimals: 0 })).toEqual({
      ok: false,
      problem: 'decimals',
      maxDecimals: 0,
    });
    expect(parseLocaleNumber('1.500', 'es', { maxDecimals: 0 })).toEqual(ok(1500));
  });

  it('reads Indian grouping and the narrow spaces of French', () => {
    expect(parseLocaleNumber('12,34,567.5', 'hi')).toEqual(ok(1234567.5));
    expect(parseLocaleNumber('1,234,567', 'hi')).toEqual(malformed);
    expect(parseLocaleNumber('1\u202f234,5', 'fr')).toEqual(ok(1234.5));
    expect(parseLocaleNumber('1 234,5', 'fr')).toEqual(ok(1234.5));
  });

  it('falls back to English for a tag Intl refuses', () => {
    expect(parseLocaleNumber('1,234.5', '')).toEqual(ok(1234.5));
  });
});

describe('formatLocaleNumber', () => {
  it('writes a number back so that it reads the same', () => {
    expect(formatLocaleNumber(10.5, 'es', money)).toBe('10,50');
    expect(formatLocaleNumber(1234567.5, 'es')).toBe('1234567,5');
    expect(formatLocaleNumber(0.0125, 'en')).toBe('0.0125');
    for (const value of [0, 0.5, 10.5, 1234.56, 9999.99]) {
      for (const locale of ['en', 'es', 'fr', 'hi']) {
        expect(parseLocaleNumber(formatLocaleNumber(value, locale, money), locale, money)).toEqual(ok(value));
      }
    }
  });
});
