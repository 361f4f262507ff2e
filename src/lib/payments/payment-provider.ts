/**
 * The card payment provider, shaped after Stripe.js: a card element the provider draws (so card
 * numbers never touch the console), a payment method made from it, and the confirmation of a
 * payment intent the server prepared. `loadPaymentProvider` picks the configured provider, the
 * mock that stands in for it, or none.
 */

/** A card entry drawn into a container; `destroy` empties the container again. */
export interface CardElement {
  focus(): void;
  destroy(): void;
}

/** Texts of the mock card element (the real provider brings its own). */
export interface CardTexts {
  number: string;
  expiry: string;
  cvc: string;
  incompleteNumber: string;
  invalidNumber: string;
  incompleteExpiry: string;
  pastExpiry: string;
  incompleteCvc: string;
  declined: string;
  insufficientFunds: string;
}

export type PaymentMethodResult = { id: string } | { error: string };
export type PaymentResult = { status: string } | { error: string };

export interface PaymentProvider {
  kind: 'provider' | 'mock';
  mountCard(container: HTMLElement, options?: { texts?: Partial<CardTexts> }): CardElement;
  /** Turns the card entered into a payment method (its id goes to `POST /cards/`). */
  createPaymentMethod(card: CardElement, details: { holderName?: string }): Promise<PaymentMethodResult>;
  /** Confirms a payment intent with the card entered; `status` is the intent's (`succeeded`, ...). */
  confirmPayment(clientSecret: string, card: CardElement): Promise<PaymentResult>;
}

export interface PaymentConfig {
  mode: 'provider' | 'mock' | 'none';
  scriptUrl: string | null;
  publishableKey: string | null;
  /** The user's language, for the provider's own texts. */
  locale?: string;
}

/** The provider to use, or null when card payments are not configured. */
export async function loadPaymentProvider(config: PaymentConfig): Promise<PaymentProvider | null> {
  if (config.mode === 'mock') {
    const { createMockProvider } = await import('./mock-provider');
    return createMockProvider();
  }
  if (config.mode === 'provider' && config.scriptUrl && config.publishableKey) {
    const { loadStripeProvider } = await import('./stripe-provider');
    return loadStripeProvider(config.scriptUrl, config.publishableKey, config.locale);
  }
  return null;
}
