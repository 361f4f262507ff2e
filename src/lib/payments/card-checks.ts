export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';

export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand | null {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5|4[4-9])/.test(digits)) return 'discover';
  return null;
}

export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  const [, monthText = '', yearText = ''] = match ?? [];
  if (!match) return null;
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is valid to the end of its expiry month. */
export function isExpiryInFuture(expiry: { month: number; year: number }, now: Date = new Date()): boolean {
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  return expiry.year > year || (expiry.year === year && expiry.month >= month);
}

export type CardProblem =
  'incompleteNumber' | 'invalidNumber' | 'incompleteExpiry' | 'pastExpiry' | 'incompleteCvc';

export interface CardEntry {
  number: string;
  expiry: string;
  cvc: string;
}

export function cardProblem(entry: CardEntry, now: Date = new Date()): CardProblem | null {
  const digits = cardDigits(entry.number);
  if (digits.length < 12) return 'incompleteNumber';
  if (!passesLuhn(digits)) return 'invalidNumber';
  const expiry = parseExpiry(entry.expiry);
  if (!expiry) return 'incompleteExpiry';
  if (!isExpiryInFuture(expiry, now)) return 'pastExpiry';
  const cvcLength = cardBrand(digits) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(entry.cvc.trim())) return 'incompleteCvc';
  return null;
}
