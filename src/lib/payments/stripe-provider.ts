import type { CardElement, PaymentProvider } from './payment-provider';

interface StripeCardElement {
  mount(container: HTMLElement): void;
  focus(): void;
  destroy(): void;
}
interface StripeError {
  message?: string;
}
export interface StripeLike {
  elements(options?: { locale?: string }): { create(type: 'card', options?: object): StripeCardElement };
  createPaymentMethod(data: {
    type: 'card';
    card: StripeCardElement;
    billing_details?: { name?: string };
  }): Promise<{ paymentMethod?: { id: string }; error?: StripeError }>;
  confirmCardPayment(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement } },
  ): Promise<{ paymentIntent?: { status: string }; error?: StripeError }>;
}
type StripeFactory = (publishableKey: string) => StripeLike;

// No text of ours in this layer: '' lets the screen say it in the user's language.
const UNREACHABLE = '';

function loadScript(url: string): Promise<StripeFactory> {
  const existing = (window as { Stripe?: StripeFactory }).Stripe;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => {
      const factory = (window as { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error(UNREACHABLE));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(UNREACHABLE));
    });
    document.head.append(script);
  });
}

export async function loadStripeProvider(
  scriptUrl: string,
  publishableKey: string,
  locale?: string,
): Promise<PaymentProvider> {
  const stripe = (await loadScript(scriptUrl))(publishableKey);
  const elements = new WeakMap<CardElement, StripeCardElement>();
  const stripeCard = (card: CardElement): StripeCardElement => {
    const element = elements.get(card);
    if (!element) throw new Error(UNREACHABLE);
    return element;
  };
  return {
    kind: 'provider',
    mountCard(container) {
      const element = stripe
        .elements(locale ? { locale } : undefined)
        .create('card', { hidePostalCode: true });
      element.mount(container);
      const card: CardElement = {
        focus: () => element.focus(),
        destroy: () => {
          elements.delete(card);
          element.destroy();
        },
      };
      elements.set(card, element);
      return card;
    },
    async createPaymentMethod(card, { holderName }) {
      const result = await stripe.createPaymentMethod({
        type: 'card',
        card: stripeCard(card),
        ...(holderName ? { billing_details: { name: holderName } } : {}),
      });
      if (result.paymentMethod) return { id: result.paymentMethod.id };
      return { error: result.error?.message || UNREACHABLE };
    },
    async confirmPayment(clientSecret, card) {
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card: stripeCard(card) },
      });
      if (result.paymentIntent) return { status: result.paymentIntent.status };
      return { error: result.error?.message || UNREACHABLE };
    },
  };
}
