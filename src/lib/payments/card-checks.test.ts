import { describe, expect, it } from 'vitest';
import { cardBrand, cardProblem, isExpiryInFuture, parseExpiry, passesLuhn } from './card-checks';

const NOW = new Date('2026-11-21T10:00:00Z');

describe('card checks', () => {
  it("passes Stripe's test numbers and refuses a mistyped digit (Luhn)", () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42424242')).toBe(false);
    expect(passesLuhn('4242abcd42424242')).toBe(false);
  });

  it('names the brand from the first digits', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('9999999999999995')).toBeNull();
  });

  it('reads MM/YY and MM / YYYY expiries, and only a month or later counts as future', () => {
    expect(parseExpiry('08/28')).toEqual({ month: 8, year: 2028 });
    expect(parseExpiry(' 8 / 2030 ')).toEqual({ month: 8, year: 2030 });
    expect(parseExpiry('13/28')).toBeNull();
    expect(parseExpiry('0828x')).toBeNull();
    expect(isExpiryInFuture({ month: 11, year: 2026 }, NOW)).toBe(true);
    expect(isExpiryInFuture({ month: 10, year: 2026 }, NOW)).toBe(false);
    expect(isExpiryInFuture({ month: 1, year: 2027 }, NOW)).toBe(true);
  });

  it('gives the first problem of a card entry', () => {
    const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
    expect(cardProblem(good, NOW)).toBeNull();
    expect(cardProblem({ ...good, number: '4242 4242' }, NOW)).toBe('incompleteNumber');
    expect(cardProblem({ ...good, number: '4242 4242 4242 4241' }, NOW)).toBe('invalidNumber');
    expect(cardProblem({ ...good, expiry: '12' }, NOW)).toBe('incompleteExpiry');
    expect(cardProblem({ ...good, expiry: '10/26' }, NOW)).toBe('pastExpiry');
    expect(cardProblem({ ...good, cvc: '12' }, NOW)).toBe('incompleteCvc');
    expect(cardProblem({ number: '3782 822463 10005', expiry: '12/30', cvc: '123' }, NOW)).toBe(
      'incompleteCvc',
    );
  });
});
