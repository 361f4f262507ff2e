import type { Call } from './call-playback-queries';

export function contactOf(call: Pick<Call, 'leadName' | 'direction' | 'from' | 'to'>): string {
  const name = call.leadName?.trim();
  if (name) return name;
  return call.direction === 'outbound' ? call.to : call.from;
}

export function contactNumber(call: Pick<Call, 'direction' | 'from' | 'to'>): string {
  return call.direction === 'outbound' ? call.to : call.from;
}

export function humanise(value: string): string {
  const text = value.replace(/[_-]+/g, ' ').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : value;
}

/** Always prefixed with the file host, so that a stored recordURL cannot point the player elsewhere. */
export function recordingUrl(recordURL: string, fileHostUrl: string): string {
  return `${fileHostUrl}${recordURL.startsWith('/') ? '' : '/'}${recordURL}`;
}
