import type { components } from '@/api/schema.gen';
import { isCardExpired, type Card } from './billing-model';

export type CardUpdate = components['schemas']['CardUpdate'];

export interface CardEditForm {
  holderName?: string;
  expiry?: { month?: number; year?: number };
}

export const toCardEditForm = (card: Card): CardEditForm => ({
  holderName: card.holderName,
  expiry: { month: card.expMonth, year: card.expYear },
});

export type CardEdit = { kind: 'unchanged' } | { kind: 'expired' } | { kind: 'change'; body: CardUpdate };

// Month and year go together: the provider stores one expiry date, never half of one.
export function toCardUpdate(card: Card, form: CardEditForm, now: Date = new Date()): CardEdit {
  const holderName = (form.holderName ?? '').trim().slice(0, 120);
  const month = form.expiry?.month ?? card.expMonth;
  const year = form.expiry?.year ?? card.expYear;
  const body: CardUpdate = {};
  if (holderName && holderName !== card.holderName) body.holderName = holderName;
  if (month !== card.expMonth || year !== card.expYear) {
    if (isCardExpired({ expMonth: month, expYear: year }, now)) return { kind: 'expired' };
    body.expMonth = month;
    body.expYear = year;
  }
  return Object.keys(body).length === 0 ? { kind: 'unchanged' } : { kind: 'change', body };
}
