// Shaped after Stripe.js: the provider draws the card element, so that card numbers never touch the console.

export interface CardElement {
  focus(): void;
  destroy(): void;
}

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
  createPaymentMethod(card: CardElement, details: { holderName?: string }): Promise<PaymentMethodResult>;
  confirmPayment(clientSecret: string, card: CardElement): Promise<PaymentResult>;
}

export interface PaymentConfig {
  mode: 'provider' | 'mock' | 'none';
  scriptUrl: string | null;
  publishableKey: string | null;
  locale?: string;
}

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
