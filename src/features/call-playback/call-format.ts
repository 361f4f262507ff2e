import type { Call } from './call-playback-queries';

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
