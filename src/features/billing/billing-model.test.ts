// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { contractPaths, requestProblems, responseExample } from '@/test/contract';
import {
  afterRemoval,
  amountSign,
  cardBody,
  cardExpiry,
  cardLabel,
  choosablePlans,
  confirmedChargeBody,
  currentPlan,
  formatCharge,
  isCardExpired,
  isLowBalance,
  parseAmount,
  payableCard,
  payMethod,
  savedCardChargeBody,
  subscribeBody,
  usageOf,
  type Card,
  type Plan,
} from './billing-model';

beforeAll(() => contractPaths(), 60_000);

const NOW = new Date('2026-11-21T10:00:00Z');

describe('billing mappers', () => {
  it('reads an amount within the contract bounds (5 to 10,000, cents at most)', async () => {
    const en = (text: string) => parseAmount(text, 'en', 'USD');
    expect(en('150')).toEqual({ amount: 150 });
    expect(en(' 1,000.50 ')).toEqual({ amount: 1000.5 });
    expect(en('')).toEqual({ problem: 'required' });
    expect(en('12.345')).toEqual({ problem: 'decimals', decimals: 2 });
    expect(en('-20')).toEqual({ problem: 'negative' });
    expect(en('20 dollars')).toEqual({ problem: 'invalid' });
    expect(en('4.99')).toEqual({ problem: 'tooSmall' });
    expect(en('10000.01')).toEqual({ problem: 'tooLarge' });
    expect(
      await requestProblems('post', '/billing/create_payment_intent/', { amount: 5, currency: 'USD' }),
    ).toBeNull();
    expect(await requestProblems('post', '/billing/charge/', { amount: 10000, currency: 'USD' })).toBeNull();
    expect(
      await requestProblems('post', '/billing/charge/', { amount: 4.99, currency: 'USD' }),
    ).not.toBeNull();
  });

  it('reads an amount the way the user’s language writes it, and refuses what reads two ways', () => {
    // Spanish writes ten and a half as "10,50": it is never a charge of 1050.
    expect(parseAmount('10,50', 'es', 'USD')).toEqual({ amount: 10.5 });
    expect(parseAmount('10,5', 'es', 'USD')).toEqual({ amount: 10.5 });
    expect(parseAmount('1.234,56', 'es', 'USD')).toEqual({ amount: 1234.56 });
    expect(parseAmount('10.5', 'es', 'USD')).toEqual({ problem: 'ambiguous', suggestion: '10,50' });
    expect(parseAmount('10,50', 'en', 'USD')).toEqual({ problem: 'ambiguous', suggestion: '10.50' });
    expect(parseAmount('10,5', 'en', 'USD')).toEqual({ problem: 'ambiguous', suggestion: '10.50' });
    expect(parseAmount('1,234.56', 'en', 'USD')).toEqual({ amount: 1234.56 });
    expect(parseAmount('500', 'en', 'JPY')).toEqual({ amount: 500 });
    expect(parseAmount('500.5', 'en', 'JPY')).toEqual({ problem: 'decimals', decimals: 0 });
  });

  it('names the charge with exactly the currency’s digits, in the user’s language', () => {
    expect(formatCharge(10.5, 'USD', 'en')).toBe('$10.50');
    expect(formatCharge(10.5, 'USD', 'es')).toBe('10,50\u00a0US$');
    expect(formatCharge(1234.56, 'EUR', 'es')).toBe('1234,56\u00a0€');
    expect(formatCharge(500, 'JPY', 'en')).toBe('¥500');
  });

  it('builds the bodies of charge, card and subscription as the contract takes them', async () => {
    const charge = confirmedChargeBody(150, 'USD', 'pi_3QmT7bLkdIwHu7ix0K2f9aRz');
    expect(charge).toEqual({ amount: 150, currency: 'USD', paymentIntentId: 'pi_3QmT7bLkdIwHu7ix0K2f9aRz' });
    expect(await requestProblems('post', '/billing/charge/', charge)).toBeNull();

    const card = cardBody('pm_mock_4242', '  Maya Thompson ', true);
    expect(card).toEqual({
      paymentMethodId: 'pm_mock_4242',
      holderName: 'Maya Thompson',
      setAsDefault: true,
    });
    expect(await requestProblems('post', '/cards/', card)).toBeNull();
    expect(cardBody('pm_mock_4242', '   ', false)).toEqual({
      paymentMethodId: 'pm_mock_4242',
      setAsDefault: false,
    });

    const subscribe = subscribeBody({ id: '6650a1f2c3d4e5f688880003' }, { id: '6650a1f2c3d4e5f6caca0001' });
    expect(subscribe).toEqual({ planId: '6650a1f2c3d4e5f688880003', cardId: '6650a1f2c3d4e5f6caca0001' });
    expect(await requestProblems('post', '/billing/subscribe_plan/', subscribe)).toBeNull();
  });

  it('hints at a low balance below the threshold, and measures usage against the plan', () => {
    expect(isLowBalance({ balance: 18.4, lowBalanceThreshold: 25 })).toBe(true);
    expect(isLowBalance({ balance: 0, lowBalanceThreshold: 0 })).toBe(true);
    expect(isLowBalance({ balance: 250, lowBalanceThreshold: 25 })).toBe(false);
    expect(usageOf({ minutesUsed: 2412, minutesIncluded: 2000 })).toEqual({
      used: 2412,
      included: 2000,
      percent: 100,
      overage: 412,
    });
    expect(usageOf({ minutesUsed: 500, minutesIncluded: 2000 }).percent).toBe(25);
    expect(usageOf({ minutesUsed: -3, minutesIncluded: 0 })).toEqual({
      used: 0,
      included: 0,
      percent: 0,
      overage: 0,
    });
    expect(amountSign('charge')).toBe('+');
    expect(amountSign('credit')).toBe('+');
    expect(amountSign('usage')).toBe('−');
  });

  it('finds the current plan by name and offers the other active plans', async () => {
    const answer = (await responseExample('get', '/plans')) as { data: Plan[] };
    const current = currentPlan(answer.data, 'Growth');
    expect(current?.id).toBe('6650a1f2c3d4e5f688880002');
    expect(choosablePlans(answer.data, current).map((plan) => plan.name)).toEqual(['Starter', 'Enterprise']);
    expect(currentPlan(answer.data, null)).toBeUndefined();
    const inactive = answer.data.map((plan) =>
      plan.name === 'Starter' ? { ...plan, isActive: false } : plan,
    );
    expect(choosablePlans(inactive, undefined).map((plan) => plan.name)).toEqual(['Growth', 'Enterprise']);
  });

  it('labels cards and says what removing one means', async () => {
    const answer = (await responseExample('post', '/cards/fetch/')) as { data: Card[] };
    const [visa, amex, mastercard] = answer.data as [Card, Card, Card];
    expect(cardLabel(visa)).toBe('Visa •••• 4242');
    expect(cardExpiry(mastercard)).toBe('03/27');
    expect(isCardExpired(mastercard, NOW)).toBe(false);
    expect(isCardExpired({ expMonth: 10, expYear: 2026 }, NOW)).toBe(true);
    expect(afterRemoval(answer.data, amex)).toEqual({ kind: 'plain' });
    expect(afterRemoval(answer.data, visa)).toEqual({ kind: 'newDefault', next: amex });
    expect(afterRemoval([visa], visa)).toEqual({ kind: 'last' });
  });

  it('offers the default card for a top-up while it can be charged, and charges the card named', async () => {
    const answer = (await responseExample('post', '/cards/get_default_card/')) as { data: Card };
    const visa = answer.data;
    expect(payableCard(visa, NOW)).toBe(visa);
    expect(payableCard({ ...visa, expYear: 2026, expMonth: 10 }, NOW)).toBeNull();
    expect(payableCard(null, NOW)).toBeNull();
    expect(payMethod(true, visa, null)).toBeNull();
    expect(payMethod(false, visa, null)).toBe('saved');
    expect(payMethod(false, visa, 'new')).toBe('new');
    expect(payMethod(false, null, 'saved')).toBe('new');
    const body = savedCardChargeBody(150, 'USD', visa);
    expect(body).toEqual({ amount: 150, currency: 'USD', cardId: '6650a1f2c3d4e5f6caca0001' });
    expect(await requestProblems('post', '/billing/charge/', body)).toBeNull();
  });
});
