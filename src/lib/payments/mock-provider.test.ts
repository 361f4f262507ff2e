import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockProvider } from './mock-provider';
import { loadPaymentProvider } from './payment-provider';

const NOW = new Date('2026-11-21T10:00:00Z');

function mount(texts?: { declined: string }) {
  const provider = createMockProvider(() => NOW);
  const container = document.createElement('div');
  document.body.append(container);
  const card = provider.mountCard(container, texts ? { texts } : undefined);
  const type = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const enter = (number: string, expiry = '12 / 30', cvc = '123') => {
    type(/card number/i, number);
    type(/expiry/i, expiry);
    type(/cvc/i, cvc);
  };
  return { provider, container, card, enter };
}

afterEach(() => document.body.replaceChildren());

describe('the mock card payment provider', () => {
  it('draws labelled card number, expiry and CVC inputs, removed again by destroy', () => {
    const { container, card } = mount();
    expect(screen.getByLabelText('Card number').getAttribute('autocomplete')).toBe('cc-number');
    expect(screen.getByLabelText('Expiry date (MM / YY)').getAttribute('autocomplete')).toBe('cc-exp');
    expect(screen.getByLabelText('CVC').getAttribute('autocomplete')).toBe('cc-csc');
    card.destroy();
    expect(container.childElementCount).toBe(0);
  });

  it('creates pm_mock_<last4>_<MMYY> for a valid card', async () => {
    const { provider, card, enter } = mount();
    enter('4242 4242 4242 4242', '08 / 29');
    await expect(provider.createPaymentMethod(card, { holderName: 'Maya Thompson' })).resolves.toEqual({
      id: 'pm_mock_4242_0829',
    });
  });

  it('refuses a number failing Luhn and a past expiry, marking the field', async () => {
    const { provider, card, enter } = mount();
    enter('4242 4242 4242 4241');
    await expect(provider.createPaymentMethod(card, {})).resolves.toEqual({
      error: 'Your card number is invalid.',
    });
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    enter('4242 4242 4242 4242', '10/26');
    await expect(provider.confirmPayment('pi_secret', card)).resolves.toEqual({
      error: "Your card's expiration date is in the past.",
    });
    expect(screen.getByLabelText('Card number').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByLabelText(/expiry/i).getAttribute('aria-invalid')).toBe('true');
  });

  it("follows Stripe's test cards: 4242 succeeds, 0002 is declined, 9995 lacks funds", async () => {
    const { provider, card, enter } = mount();
    enter('4242424242424242');
    await expect(provider.confirmPayment('pi_1_secret_2', card)).resolves.toEqual({ status: 'succeeded' });
    enter('4000 0000 0000 0002');
    await expect(provider.confirmPayment('pi_1_secret_2', card)).resolves.toEqual({
      error: 'Your card was declined.',
    });
    enter('4000 0000 0000 9995');
    await expect(provider.confirmPayment('pi_1_secret_2', card)).resolves.toEqual({
      error: 'Your card has insufficient funds.',
    });
  });

  it('speaks the texts it is given', async () => {
    const { provider, card, enter } = mount({ declined: 'Tu tarjeta fue rechazada.' });
    enter('4000000000000002');
    await expect(provider.confirmPayment('pi_1_secret_2', card)).resolves.toEqual({
      error: 'Tu tarjeta fue rechazada.',
    });
  });
});

describe('loadPaymentProvider', () => {
  it('gives the mock in mock mode and nothing when card payments are not configured', async () => {
    expect((await loadPaymentProvider({ mode: 'mock', scriptUrl: null, publishableKey: null }))?.kind).toBe(
      'mock',
    );
    await expect(
      loadPaymentProvider({ mode: 'none', scriptUrl: null, publishableKey: null }),
    ).resolves.toBeNull();
  });
});
