import type { Call } from '@/api/models/schemas';

type CallStatus = Call['status'];

export type NumberCheck = { ok: true; number: string } | { ok: false; error: 'empty' | 'format' };

// E.164: a plus, a country code that does not start with 0, 15 digits at most. Spaces, dots,
// dashes and brackets people type between groups are dropped.
const E164 = /^\+[1-9]\d{6,14}$/;

export function checkNumber(input: string): NumberCheck {
  const number = input.replace(/[\s().-]/g, '');
  if (!number) return { ok: false, error: 'empty' };
  return E164.test(number) ? { ok: true, number } : { ok: false, error: 'format' };
}

const WAITING: readonly CallStatus[] = ['queued', 'ringing', 'in-progress'];

/** A call still waiting or on the line can change: its later reads are worth polling. */
export const isOngoing = (status: CallStatus): boolean => WAITING.includes(status);
