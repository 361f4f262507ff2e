import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPaymentProvider } from './payment-provider';

const SCRIPT = 'https://js.payments.example/v3';

function fakeStripe() {
  const element = { mount: vi.fn(), focus: vi.fn(), destroy: vi.fn() };
  const stripe = {
    elements: vi.fn(() => ({ create: vi.fn(() => element) })),
    createPaymentMethod: vi.fn(() =>
      Promise.resolve({ paymentMethod: { id: 'pm_1QmT9cLkdIwHu7ixR4n8Yw2D' } }),
    ),
    confirmCardPayment: vi.fn(() => Promise.resolve({ error: { message: 'Your card was declined.' } })),
  };
  return { element, stripe, factory: vi.fn(() => stripe) };
}

afterEach(() => {
  delete (window as { Stripe?: unknown }).Stripe;
  document.head.replaceChildren();
});

async function load(onScript: (script: HTMLScriptElement) => void) {
  const loading = loadPaymentProvider({
    mode: 'provider',
    scriptUrl: SCRIPT,
    publishableKey: 'pk_test_1',
    locale: 'es',
  });
  const script = await vi.waitFor(() => {
    const added = document.head.querySelector('script');
    if (!added) throw new Error('no script yet');
    return added;
  });
  expect(script.src).toBe(SCRIPT);
  onScript(script);
  return loading;
}

describe('the configured (Stripe-shaped) provider', () => {
  it('loads its script by address, mounts its card element and passes its answers on', async () => {
    const { element, stripe, factory } = fakeStripe();
    const provider = await load((script) => {
      (window as { Stripe?: unknown }).Stripe = factory;
      script.dispatchEvent(new Event('load'));
    });
    expect(factory).toHaveBeenCalledWith('pk_test_1');
    if (!provider) throw new Error('no provider');
    expect(provider.kind).toBe('provider');
    const container = document.createElement('div');
    const card = provider.mountCard(container);
    expect(stripe.elements).toHaveBeenCalledWith({ locale: 'es' });
    expect(element.mount).toHaveBeenCalledWith(container);
    await expect(provider.createPaymentMethod(card, { holderName: 'Maya Thompson' })).resolves.toEqual({
      id: 'pm_1QmT9cLkdIwHu7ixR4n8Yw2D',
    });
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: element,
      billing_details: { name: 'Maya Thompson' },
    });
    await expect(provider.confirmPayment('pi_3_secret_x', card)).resolves.toEqual({
      error: 'Your card was declined.',
    });
    card.destroy();
    expect(element.destroy).toHaveBeenCalled();
  });

  it('fails when the script cannot be loaded', async () => {
    // No English of its own: the billing tab says it in the user's language.
    await expect(load((script) => script.dispatchEvent(new Event('error')))).rejects.toThrow(
      expect.objectContaining({ message: '' }),
    );
    expect(document.head.querySelector('script')).toBeNull();
  });
});
