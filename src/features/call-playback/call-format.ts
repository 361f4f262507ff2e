import type { Call } from './call-query';

/** The person on the other end: the contact's name when known, otherwise their number. */
export function contactOf(call: Pick<Call, 'leadName' | 'direction' | 'from' | 'to'>): string {
  const name = call.leadName?.trim();
  if (name) return name;
  return call.direction === 'outbound' ? call.to : call.from;
}

/** The other party's number (the caller of an inbound call, the called number of an outbound one). */
export function contactNumber(call: Pick<Call, 'direction' | 'from' | 'to'>): string {
  return call.direction === 'outbound' ? call.to : call.from;
}

/** A date and time in the reader's language, or null when there is none or it is not a date. */
export function formatWhen(iso: string | null | undefined, language: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** An amount in its currency (ISO 4217), falling back to the bare number for an unknown code. */
export function formatCost(cost: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cost);
  } catch {
    return `${cost} ${currency}`;
  }
}

/** `appointment_booked` to `Appointment booked`, for values without a translation. */
export function humanise(value: string): string {
  const text = value.replace(/[_-]+/g, ' ').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : value;
}

/**
 * The recording's address: the file host address plus the call's recordURL, a path on the file
 * host (contract). Always prefixed, so a stored value can never point the player elsewhere.
 */
export function recordingUrl(recordURL: string, fileHostUrl: string): string {
  return `${fileHostUrl}${recordURL.startsWith('/') ? '' : '/'}${recordURL}`;
}
