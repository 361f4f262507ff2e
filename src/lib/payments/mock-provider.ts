import { cardDigits, cardProblem, parseExpiry, type CardEntry, type CardProblem } from './card-checks';
import type { CardElement, CardTexts, PaymentProvider } from './payment-provider';

export const DEFAULT_CARD_TEXTS: CardTexts = {
  number: 'Card number',
  expiry: 'Expiry date (MM / YY)',
  cvc: 'CVC',
  incompleteNumber: 'Your card number is incomplete.',
  invalidNumber: 'Your card number is invalid.',
  incompleteExpiry: "Your card's expiration date is incomplete.",
  pastExpiry: "Your card's expiration date is in the past.",
  incompleteCvc: "Your card's security code is incomplete.",
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
};

// Stripe's test cards; any other valid number succeeds.
const DECLINES: Record<string, 'declined' | 'insufficientFunds'> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficientFunds',
};

interface MockCard {
  entry: () => CardEntry;
  texts: CardTexts;
  flag: (problem: CardProblem | null) => void;
}

const cards = new WeakMap<CardElement, MockCard>();
let mounted = 0;

const FIELD_STYLE =
  'display:block;width:100%;height:2.5rem;padding:0 0.75rem;border:1px solid var(--chakra-colors-border, #d4d4d8);' +
  'border-radius:var(--chakra-radii-l2, 0.375rem);background:transparent;color:inherit;font:inherit;';
const LABEL_STYLE = 'display:block;font-size:0.875rem;font-weight:500;margin-bottom:0.375rem;';

function field(
  id: string,
  label: string,
  attrs: Record<string, string>,
): { wrapper: HTMLDivElement; input: HTMLInputElement } {
  const wrapper = document.createElement('div');
  wrapper.style.cssText = 'flex:1 1 8rem;min-width:0;';
  const labelElement = document.createElement('label');
  labelElement.htmlFor = id;
  labelElement.textContent = label;
  labelElement.style.cssText = LABEL_STYLE;
  const input = document.createElement('input');
  input.id = id;
  input.type = 'text';
  input.style.cssText = FIELD_STYLE;
  for (const [name, value] of Object.entries(attrs)) input.setAttribute(name, value);
  wrapper.append(labelElement, input);
  return { wrapper, input };
}

const PROBLEM_FIELD: Record<CardProblem, 'number' | 'expiry' | 'cvc'> = {
  incompleteNumber: 'number',
  invalidNumber: 'number',
  incompleteExpiry: 'expiry',
  pastExpiry: 'expiry',
  incompleteCvc: 'cvc',
};

export function createMockProvider(now: () => Date = () => new Date()): PaymentProvider {
  const check = (card: CardElement): { mock: MockCard; entry: CardEntry } | { error: string } => {
    const mock = cards.get(card);
    if (!mock) return { error: DEFAULT_CARD_TEXTS.incompleteNumber };
    const entry = mock.entry();
    const problem = cardProblem(entry, now());
    mock.flag(problem);
    return problem ? { error: mock.texts[problem] } : { mock, entry };
  };
  return {
    kind: 'mock',
    mountCard(container, options) {
      const texts = { ...DEFAULT_CARD_TEXTS, ...options?.texts };
      mounted += 1;
      const prefix = `mock-card-${mounted}`;
      const group = document.createElement('div');
      group.style.cssText = 'display:flex;flex-wrap:wrap;gap:0.75rem;';
      const number = field(`${prefix}-number`, texts.number, {
        autocomplete: 'cc-number',
        inputmode: 'numeric',
        maxlength: '23',
        placeholder: '4242 4242 4242 4242',
      });
      number.wrapper.style.flexBasis = '100%';
      const expiry = field(`${prefix}-expiry`, texts.expiry, {
        autocomplete: 'cc-exp',
        inputmode: 'numeric',
        maxlength: '7',
        placeholder: 'MM / YY',
      });
      const cvc = field(`${prefix}-cvc`, texts.cvc, {
        autocomplete: 'cc-csc',
        inputmode: 'numeric',
        maxlength: '4',
        placeholder: '123',
      });
      group.append(number.wrapper, expiry.wrapper, cvc.wrapper);
      container.replaceChildren(group);
      const inputs = { number: number.input, expiry: expiry.input, cvc: cvc.input };
      const element: CardElement = {
        focus: () => number.input.focus(),
        destroy: () => {
          cards.delete(element);
          group.remove();
        },
      };
      cards.set(element, {
        texts,
        entry: () => ({ number: number.input.value, expiry: expiry.input.value, cvc: cvc.input.value }),
        flag: (problem) => {
          for (const [name, input] of Object.entries(inputs)) {
            if (problem && PROBLEM_FIELD[problem] === name) input.setAttribute('aria-invalid', 'true');
            else input.removeAttribute('aria-invalid');
          }
        },
      });
      return element;
    },
    createPaymentMethod(card) {
      const checked = check(card);
      if ('error' in checked) return Promise.resolve(checked);
      // The id carries what the provider would know of the card, so that the mock server stores it.
      const last4 = cardDigits(checked.entry.number).slice(-4);
      const { month = 0, year = 0 } = parseExpiry(checked.entry.expiry) ?? {};
      const expiry = `${String(month).padStart(2, '0')}${String(year % 100).padStart(2, '0')}`;
      return Promise.resolve({ id: `pm_mock_${last4}_${expiry}` });
    },
    confirmPayment(clientSecret, card) {
      const checked = check(card);
      if ('error' in checked) return Promise.resolve(checked);
      const decline = clientSecret ? DECLINES[cardDigits(checked.entry.number)] : 'declined';
      return Promise.resolve(decline ? { error: checked.mock.texts[decline] } : { status: 'succeeded' });
    },
  };
}
